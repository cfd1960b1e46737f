import { optionLabel, optionValues } from './options';

/** Sample containers the laboratory ships on request. */
export const CONTAINER_TYPES = [
  { value: 'soil-sample-bags', label: 'Soil Sample Bags' },
  { value: 'plant-tissue-bags', label: 'Plant Tissue Bags' },
  { value: 'water-sample-bottles', label: 'Water Sample Bottles' },
] as const;

export type ContainerType = (typeof CONTAINER_TYPES)[number]['value'];

export const CONTAINER_TYPE_VALUES = optionValues(CONTAINER_TYPES);

export function containerTypeLabel(value: ContainerType): string {
  return optionLabel(CONTAINER_TYPES, value);
}
