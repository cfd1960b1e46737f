import { optionLabel, optionValues } from './options';

/** Kinds of sample a shipping label can be requested for. */
export const SAMPLE_TYPES = [
  { value: 'soil', label: 'Soil' },
  { value: 'plant-tissue', label: 'Plant Tissue' },
  { value: 'fertilizer', label: 'Fertilizer' },
  { value: 'feed', label: 'Feed' },
  { value: 'water', label: 'Water' },
  { value: 'humic', label: 'Humic Substances' },
  { value: 'manure', label: 'Manure' },
] as const;

export type SampleType = (typeof SAMPLE_TYPES)[number]['value'];

export const SAMPLE_TYPE_VALUES = optionValues(SAMPLE_TYPES);

export function sampleTypeLabel(value: SampleType): string {
  return optionLabel(SAMPLE_TYPES, value);
}
