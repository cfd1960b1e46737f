/** Sample containers the laboratory ships on request. */
export const CONTAINER_TYPES = [
  { value: 'soil-sample-bags', label: 'Soil Sample Bags' },
  { value: 'plant-tissue-bags', label: 'Plant Tissue Bags' },
  { value: 'water-sample-bottles', label: 'Water Sample Bottles' },
] as const;

export type ContainerType = (typeof CONTAINER_TYPES)[number]['value'];

export const CONTAINER_TYPE_VALUES = CONTAINER_TYPES.map((c) => c.value) as [
  ContainerType,
  ...ContainerType[],
];

export function containerTypeLabel(value: ContainerType): string {
  return CONTAINER_TYPES.find((c) => c.value === value)?.label ?? value;
}
