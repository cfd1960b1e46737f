/**
 * The seven services: ids (the /services/{id} URLs), titles, card copy. `**text**` in a
 * description renders bold. Order is the order of the cards, the carousel and the menu;
 * the footer lists the first five.
 */
export const SERVICE_IDS = [
  'soil-testing',
  'plant-tissue-testing',
  'water-analysis',
  'fertilizer-testing',
  'feed-analysis',
  'manure-testing',
  'humic-substances-analysis',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

export interface Service {
  id: ServiceId;
  title: string;
  /** One line for menus, meta descriptions and the carousel. */
  summary: string;
  /** Card copy; `**bold**` markers render bold. */
  description: string;
  /** Illustration shown on cards. */
  image: `/images/${string}.svg`;
  alt: string;
}

export const SERVICES: readonly Service[] = [
  {
    id: 'soil-testing',
    title: 'Soil Testing',
    summary:
      'Chemical, biological and physical soil analysis with clear fertility recommendations.',
    description:
      'Macro- and micronutrients, pH, EC, CEC and organic matter, reported in **5 business days** with recommendations agronomists can act on.',
    image: '/images/soil-profile.svg',
    alt: 'Cross-section of a soil profile with topsoil, subsoil and roots',
  },
  {
    id: 'plant-tissue-testing',
    title: 'Plant Tissue Testing',
    summary: 'SAP and dry tissue analysis with results in 24 hours, 7 days a week.',
    description:
      'Catch hidden hunger before it costs yield: SAP and dry tissue results in **24 hours, 7 days a week** during the growing season.',
    image: '/images/plant-tissue.svg',
    alt: 'A young crop leaf with its veins highlighted',
  },
  {
    id: 'water-analysis',
    title: 'Water Analysis',
    summary:
      'Irrigation and livestock water tested for salinity, hardness, nutrients and contaminants.',
    description:
      'Know what is in your **irrigation and livestock water**: salinity, hardness, nutrients and contaminants that affect crops and animals.',
    image: '/images/water-drop.svg',
    alt: 'A water droplet above a field',
  },
  {
    id: 'fertilizer-testing',
    title: 'Fertilizer Testing',
    summary: 'Verify the nutrient content of fertilizers, gypsum, lime and custom blends.',
    description:
      'Confirm you get what you pay for: guaranteed analysis checks for **fertilizers, gypsum, lime and blends**.',
    image: '/images/fertilizer.svg',
    alt: 'A bag of granular fertilizer',
  },
  {
    id: 'feed-analysis',
    title: 'Feed Analysis',
    summary: 'Forage and feed nutrition analysis for livestock producers and nutritionists.',
    description:
      'Balance rations with confidence: protein, energy, fibre and minerals for **hay, silage, grain and complete feeds**.',
    image: '/images/feed.svg',
    alt: 'A round bale of hay',
  },
  {
    id: 'manure-testing',
    title: 'Manure Testing',
    summary: 'Nutrient analysis of solid and liquid manure for agronomic application rates.',
    description:
      'Turn manure into a measured input: **nitrogen, phosphorus, potassium and solids** for accurate application rates.',
    image: '/images/manure.svg',
    alt: 'A manure spreader working a field',
  },
  {
    id: 'humic-substances-analysis',
    title: 'Humic Substances Analysis',
    summary: 'Humic and fulvic acid content of soil amendments and products.',
    description:
      'Independent verification of **humic and fulvic acid** content in amendments, liquids and granular products.',
    image: '/images/humic.svg',
    alt: 'Dark humus-rich soil in a sample jar',
  },
];

/** The page of one service. */
export function servicePath<const T extends ServiceId>(id: T): `/services/${T}` {
  return `/services/${id}`;
}

/** The service whose page lives at this path, if any; a trailing slash is allowed. */
export function serviceByPath(pathname: string): Service | undefined {
  const normalized = pathname.replace(/\/+$/, '');
  return SERVICES.find((service) => servicePath(service.id) === normalized);
}

export function serviceById(id: ServiceId): Service {
  return SERVICES.find((service) => service.id === id) as Service;
}
