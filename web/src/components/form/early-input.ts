/*
 * What a visitor typed into a pre-rendered form before its code ran. Hydration gives every
 * field the value React renders (the form's defaults), so what was typed would be lost; it
 * is read from the page while the form hydrates (the fields still hold it then) and put
 * back once the form is live.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value a field's markup gave it: what it held before anyone typed. */
function markupValue(field: Field): string | boolean {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    // The `selected` attribute, which defaultSelected reflects (not every DOM has the latter).
    return (options.find((option) => option.hasAttribute('selected')) ?? options[0])?.value ?? '';
  }
  return field.defaultValue;
}

function currentValue(field: Field): string | boolean {
  return field instanceof HTMLInputElement && field.type === 'checkbox'
    ? field.checked
    : field.value;
}

/** Whether any field under `root` holds something other than its markup's value. */
export function typedInto(root: ParentNode): boolean {
  return [...root.querySelectorAll<Field>('input, textarea, select')].some(
    (field) => currentValue(field) !== markupValue(field),
  );
}

/**
 * The fields named `names` in the page's forms that hold something other than their
 * markup's value, by name: nothing when there is no page (the pre-renderer) or nothing
 * was typed.
 */
export function readEarlyInput(names: readonly string[]): [string, string | boolean][] {
  if (typeof document === 'undefined') return [];
  return names.flatMap((name) => {
    const field = document.querySelector<Field>(`form [name="${name}"]`);
    if (!field) return [];
    const value = currentValue(field);
    return value === markupValue(field) ? [] : [[name, value] as [string, string | boolean]];
  });
}
