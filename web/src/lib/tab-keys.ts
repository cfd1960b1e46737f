/**
 * Where a key moves the focus along a tab list of `count` tabs from the tab at `index`, as
 * WAI-ARIA's tabs pattern has it: the arrows to the next or previous tab (round the ends),
 * Home and End to the first and last. Undefined for any other key, which the list leaves
 * to the browser.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
