import type { SampleType } from './sample-types';

/*
 * The tests a requester can tick for each sample type on the printed submission form: the
 * analyses each service page offers, by the names those pages give them (the soil page's
 * analysis groups, the tissue, water and feed pages' test tiles, the fertilizer page's
 * products, the manure and humic pages' package lists). The service pages are richer copy
 * (descriptions, icons, groups) and stay in web's content; the manure and humic pages read
 * their lists from here, and a web test holds every other name to its page, so a renamed
 * test on a page fails until the form says the same.
 */
export const SAMPLE_TYPE_TESTS: Readonly<Record<SampleType, readonly string[]>> = {
  soil: [
    'Macronutrients',
    'Micronutrients',
    'pH',
    'Buffer pH',
    'EC',
    'SAR',
    'CEC',
    'Base saturation',
    'Acid saturation',
    'K:Mg ratio',
    'Organic matter',
    'Total organic carbon',
    'Redox',
    'Soil respiration',
    'Fulvic acid',
    'Humic acid',
    'Soil texture',
    'Bulk density',
    'Water holding capacity',
  ],
  'plant-tissue': ['SAP Analysis', 'Single Dry Tissue', 'Dual Tissue'],
  fertilizer: ['Fertilizers', 'Gypsum', 'Lime', 'Blends'],
  feed: ['Protein', 'Energy and Fibre', 'Minerals', 'Moisture', 'Nitrate'],
  water: [
    'Salinity and Hardness',
    'Nutrient Content',
    'Contaminant Detection',
    'Farm-Specific Analysis',
  ],
  humic: [
    'Humic acid',
    'Fulvic acid',
    'Total humic substances',
    'Moisture and ash',
    'pH of liquid products',
  ],
  manure: [
    'Total nitrogen and ammonium nitrogen',
    'Phosphorus and potassium',
    'Sulphur',
    'Dry matter and moisture',
    'pH and electrical conductivity (salts)',
  ],
};
