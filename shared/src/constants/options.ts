/** A choice offered in a select: the stored value and the label people see. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

type ValueOf<T extends readonly Option[]> = T[number]['value'];

/** The values of a list of options, typed as a non-empty tuple for `z.enum`. */
export function optionValues<const T extends readonly Option[]>(
  options: T,
): [ValueOf<T>, ...ValueOf<T>[]] {
  return options.map((option) => option.value) as [ValueOf<T>, ...ValueOf<T>[]];
}

/** The label of a value, or the value itself if it is not one of the options. */
export function optionLabel<const T extends readonly Option[]>(
  options: T,
  value: ValueOf<T>,
): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
