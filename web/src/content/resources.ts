import { REQUEST_PROMISES } from '@lab/shared/constants/laboratory';
import type { SitePath } from '../config/site-routes';
import { cropPath } from './crop-list';

/** A card of the resource library at /resources. */
export interface ResourceCard {
  id: 'ship-sample' | 'request-containers' | 'sample-instructions';
  title: string;
  description: string;
  to: SitePath;
  action: string;
  points: readonly string[];
}

export const RESOURCES_HERO = {
  eyebrow: 'Resource Library',
  title: 'Everything you need to send us samples',
  lead: 'Request free sample containers, get a prepaid shipping label, and follow our sampling guides so every result reflects your field.',
};

export const RESOURCE_CARDS: readonly ResourceCard[] = [
  {
    id: 'ship-sample',
    title: 'Ship Your Sample',
    description:
      'Request a prepaid courier label and we will contact you within 24 hours with shipping instructions and tracking.',
    to: '/ship-sample',
    action: 'Request a Shipping Label',
    points: [
      'Prepaid courier label',
      'Tracking information',
      'Anywhere in Alberta and Saskatchewan',
    ],
  },
  {
    id: 'request-containers',
    title: 'Request Sample Containers',
    description: `Free soil sample bags, plant tissue bags and water sample bottles, processed within ${REQUEST_PROMISES.containerProcessing}.`,
    to: '/request-bags',
    action: 'Request Containers',
    points: ['Soil sample bags', 'Plant tissue bags', 'Water sample bottles'],
  },
  {
    id: 'sample-instructions',
    title: 'Sample Instructions',
    description:
      'Step-by-step guides for soil and plant tissue sampling, with crop-specific instructions for potato, alfalfa, cereal, corn and peas.',
    to: '/plant-tissue-sample-instructions',
    action: 'View Instructions',
    points: ['Soil sampling guide', 'Plant tissue by crop', 'Handling and shipping'],
  },
];

/**
 * The resource keys older links and printed material use (`/resources?resource=soil-bags`),
 * and the page each one opens; /resources sends an unknown key to a not-found notice.
 */
export const RESOURCE_KEYS: Readonly<Record<string, SitePath>> = {
  'shipping-labels': '/request-bags',
  'soil-bags': '/request-bags',
  'water-bottles': '/request-bags',
  'custom-analysis': '/request-bags',
  potato: cropPath('potato'),
  alfalfa: cropPath('alfalfa'),
  cereal: cropPath('cereal'),
  corn: cropPath('corn'),
  peas: cropPath('peas'),
};

/** The page a resource key opens, or undefined for a key the library does not have. */
export function resourceDestination(key: string): SitePath | undefined {
  return Object.hasOwn(RESOURCE_KEYS, key) ? RESOURCE_KEYS[key] : undefined;
}

/** Quick links on the library page, each resolved through its resource key. */
export const QUICK_RESOURCES: readonly { key: string; label: string }[] = [
  { key: 'soil-bags', label: 'Soil sample bags' },
  { key: 'water-bottles', label: 'Water sample bottles' },
  { key: 'custom-analysis', label: 'Containers for a custom analysis' },
  { key: 'potato', label: 'Potato sampling' },
  { key: 'alfalfa', label: 'Alfalfa sampling' },
  { key: 'cereal', label: 'Cereal sampling' },
  { key: 'corn', label: 'Corn sampling' },
  { key: 'peas', label: 'Peas sampling' },
];

export const RESOURCE_NOT_FOUND = 'Resource not found. Please try again.';
