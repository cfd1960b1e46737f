import type { NavItem } from '../../content/navigation';

/** A nav item is active on its own page and, for sections, on every page below it. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  if (item.to === '/') return pathname === '/';
  const paths = [item.to, ...(item.children ?? []).map((child) => child.to.split('#')[0] ?? '')];
  return paths.some((path) => path && (pathname === path || pathname.startsWith(`${path}/`)));
}
