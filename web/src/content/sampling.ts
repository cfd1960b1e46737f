import { REQUEST_PROMISES } from '@lab/shared/constants/laboratory';
import type { PageKey, PageLink, SitePath } from '../config/site-routes';
import { CROP_IDS, CROPS, cropById, cropPath, type CropId, type KeyFigure } from './crops';

/*
 * Copy of the sampling pages other than the crop guides (those live in crops.ts): the soil
 * guide, the tabbed overview, the sample instructions index and the plant tissue index.
 * Figures are written exactly as the product spec gives them.
 */

export type { PageLink };

/** General plant tissue figures that hold for every crop. */
export const PLANT_TISSUE_FIGURES: readonly KeyFigure[] = [
  { value: '20-30 plants', label: 'per sample' },
  { value: 'Within 24 hours', label: 'from field to laboratory' },
  { value: '24 h', label: 'turnaround, 7 days a week' },
];

/** The two general guideline cards of the plant tissue index. */
export const PLANT_TISSUE_GUIDELINES = {
  title: 'General guidelines',
  intro:
    'Whatever the crop, sample 20-30 plants and get the sample to us within 24 hours. These rules keep the tissue in the state it was in the field.',
  bestPractices: {
    title: 'Best practices',
    points: [
      'Sample at consistent growth stages',
      'Avoid sampling right after rain or irrigation',
      'Collect early morning when plants are hydrated',
      'Use paper bags, never plastic',
    ],
  },
  handling: {
    title: 'Sample handling',
    points: [
      'Label with field name, crop and date',
      'Ship same day or refrigerate if delayed',
      'Include the completed submission form with contact details',
      'Never freeze, refrigerate only if needed',
    ],
  },
} as const;

/** The crop index at /sampling/plant-tissue-instructions. */
export const PLANT_TISSUE_INDEX = {
  eyebrow: 'Sampling guides',
  title: 'Plant Tissue Sampling Instructions',
  lead: 'A tissue test is only as good as the sample. Pick your crop for when to sample, which leaves to take, how much to collect and how to ship it.',
  cropsTitle: 'Choose your crop',
  cropsIntro:
    'Each crop has its own best stage and plant part. The guides fit on a page or two: print the one you need and take it to the field.',
  /** The crop card's button: 'View Potato Instructions'. */
  cropAction: (name: string) => `View ${name} Instructions`,
  actions: {
    bags: { label: 'Request Sample Bags', to: '/request-bags' },
    ship: { label: 'Ship Your Sample', to: '/ship-sample' },
  },
} as const;

/** Soil sampling figures, shown as key figures on the soil guide and its tab. */
export const SOIL_FIGURES: readonly KeyFigure[] = [
  { value: '15-20 cores', label: 'per sampling area' },
  { value: '0-6 inches', label: 'deep (0-8 for deep-rooted crops)' },
  { value: 'About 500 g', label: 'about 1 pound per sample' },
  { value: '2-4 weeks', label: 'before you apply fertilizer' },
];

export interface SoilStep {
  title: string;
  text: string;
}

/** The detailed soil guide at /soil-sampling-instructions. */
export const SOIL_GUIDE = {
  eyebrow: 'Sampling guide',
  title: 'Soil Sampling Instructions',
  lead: 'A soil test describes the sample, not the field. Careful sampling is what makes the report describe your field too.',
  print: 'Print this guide',
  figuresLabel: 'Soil sampling at a glance',
  beforeTitle: 'Before you go',
  avoidTitle: 'Avoid',
  afterTitle: 'Label and ship',
  equipment: {
    title: 'What you need',
    intro: 'Gather these before you head out, so every core goes into a clean container.',
    points: [
      'A soil probe or auger; a spade works if you cut a straight-sided slice',
      'A clean plastic pail for each sampling area',
      'Sample bags from the laboratory, or clean heavy-duty bags',
      'A waterproof marker, and a map or notes of your sampling areas',
      'A completed submission form for each shipment',
    ],
    avoid: [
      'Metal or galvanized pails: they can add zinc and other metals to the sample',
      'Used fertilizer or feed bags',
    ],
  },
  timing: {
    title: 'When to sample',
    points: [
      'Sample 2-4 weeks before you apply fertilizer, so the results arrive in time to set rates',
      'Sample at the same time of year each time, so results compare from year to year',
      'Sample when the soil can be probed cleanly: not frozen, not waterlogged',
    ],
    avoid: ['Sampling right after fertilizer, manure or lime has been applied'],
  },
  steps: {
    title: 'How to take the sample',
    intro: 'One composite sample per sampling area: many small cores mixed into one.',
    items: [
      {
        title: 'Divide the field into sampling areas',
        text: 'Group ground that looks and behaves alike: the same soil type, slope and cropping history. Sample areas that differ, such as a low spot or an old yard site, separately.',
      },
      {
        title: 'Walk a zig-zag pattern',
        text: 'Cross the whole area in a W or zig-zag and take 15-20 cores spaced along the way, so every part of the area is represented.',
      },
      {
        title: 'Take each core to the right depth',
        text: 'Scrape away surface residue, then take each core from 0-6 inches, or 0-8 inches for deep-rooted crops. Keep every core the same depth.',
      },
      {
        title: 'Avoid unusual spots',
        text: 'Stay away from field edges, headlands, fence lines, old manure or straw piles, fertilizer bands and wet spots: a few odd cores can skew the whole sample.',
      },
      {
        title: 'Mix in a clean plastic pail',
        text: 'Put all cores from the area in one clean plastic pail, break up clods and mix thoroughly.',
      },
      {
        title: 'Reduce to about 1 pound',
        text: 'Fill the sample bag with about 1 pound (500 g) of the mixed soil and discard the rest.',
      },
    ] satisfies SoilStep[],
  },
  labeling: {
    title: 'Label every bag',
    intro: 'Use a waterproof marker, and write the same names on the submission form.',
    labels: [
      'Your name or farm name',
      'Field name and sampling area',
      'Sampling depth, e.g. 0-6 inches',
      'Date sampled',
    ],
  },
  shipping: {
    title: 'Ship or drop off',
    points: [
      'Keep samples cool and out of the sun until they leave your hands',
      'Ship early in the week so samples do not sit in a depot over the weekend',
      'Pack the bags with the completed submission form, or use our 24/7 secured drop-off box',
    ],
    shipLink: { label: 'Request a shipping label', to: '/ship-sample' } satisfies PageLink,
  },
  help: {
    title: 'Need bags or advice?',
    intro:
      'Order free soil sample bags before you go, or ask our team how to split a field into sampling areas.',
    bags: { label: 'Request Sample Bags', to: '/resources/request' } satisfies PageLink,
    contact: { label: 'Contact Us', to: '/contact' } satisfies PageLink,
  },
} as const;

/** Copy around the crop guides of crops.ts, on /sampling/{crop}-instructions. */
export const CROP_PAGE = {
  eyebrow: 'Plant tissue sampling',
  /** The h1, as the route titles it: 'Potato Tissue Sampling Instructions'. */
  title: (name: string) => `${name} Tissue Sampling Instructions`,
  figuresLabel: 'At a glance',
  avoidTitle: 'Avoid',
  labelsTitle: 'Label each bag with',
  formTitle: 'On the submission form',
  back: { label: 'Back to All Crops', to: '/sampling/plant-tissue-instructions' },
  bags: { label: 'Request Sample Bags', to: '/request-bags' },
  print: 'Print this guide',
  otherCrops: 'Other crop guides',
} as const;

/**
 * The printed guides' field sheet: the guide on one letter page, with how to reach the
 * laboratory and QR codes back to the guide and to the container request.
 */
export const FIELD_SHEET = {
  /**
   * The screens that print as a field sheet: the five crop guides and the soil guide. Each
   * renders the sheet's contact block itself; the end-to-end test prints every route of
   * these screens and fails on one that does not fit one page or lacks its codes.
   */
  pages: ['crop', 'soilSamplingInstructions'] as const satisfies readonly PageKey[],
  label: 'Laboratory contact and links',
  phone: 'Phone',
  hours: 'Hours',
  guideCode: 'This guide online',
} as const;

/** The tabbed overview at /sampling-instructions. */
export const SAMPLING_TAB_IDS = ['soil', 'plant-tissue', ...CROP_IDS] as const;

export type SamplingTabId = (typeof SAMPLING_TAB_IDS)[number];

export const DEFAULT_SAMPLING_TAB: SamplingTabId = 'soil';

export const isSamplingTabId = (value: unknown): value is SamplingTabId =>
  SAMPLING_TAB_IDS.includes(value as SamplingTabId);

export const SAMPLING_OVERVIEW = {
  eyebrow: 'Resources',
  title: 'Sampling Instructions',
  lead: 'How to take soil and plant tissue samples that give reliable results. Choose a sample type for the essentials, then open the full guide.',
  tabsLabel: 'Sample type',
  tabLabel: (tab: SamplingTabId): string =>
    tab === 'soil' ? 'Soil' : tab === 'plant-tissue' ? 'Plant Tissue' : cropById(tab).name,
  soil: {
    title: 'Soil sampling',
    intro:
      'A composite sample of many cores from each uniform area of the field, taken before you fertilize.',
    steps: [
      'Divide the field into uniform sampling areas',
      'Walk a zig-zag pattern and take 15-20 cores per area, at 0-6 inches (0-8 for deep-rooted crops)',
      'Mix the cores in a clean plastic pail',
      'Reduce to about 1 pound (500 g) and label the bag',
      'Sample 2-4 weeks before you apply fertilizer',
    ],
    action: { label: 'Full Soil Sampling Instructions', to: '/soil-sampling-instructions' },
  },
  plantTissue: {
    title: 'Plant tissue sampling',
    intro:
      'Whatever the crop: 20-30 plants at a consistent growth stage, in paper bags, submitted within 24 hours.',
    action: { label: 'Plant Tissue Sample Instructions', to: '/plant-tissue-sample-instructions' },
    cropsAction: { label: 'Guides by Crop', to: '/sampling/plant-tissue-instructions' },
  },
  /** A crop tab's heading and button. */
  cropTitle: (name: string) => `${name} tissue sampling`,
  cropAction: (name: string) => `Full ${name} Instructions`,
} as const;

export interface GuideCard {
  title: string;
  text: string;
  to: SitePath;
  /** A crop's drawn icon, or one of the two general guides. */
  icon: CropId | 'soil' | 'overview';
}

export interface SupportCard {
  title: string;
  text: string;
  to: SitePath;
  icon: 'contact' | 'bags' | 'ship';
}

/** The sample instructions index at /plant-tissue-sample-instructions. */
export const SAMPLE_INSTRUCTIONS_INDEX = {
  eyebrow: 'Resources',
  title: 'Sample Instructions',
  lead: 'Every sampling guide we publish, from soil cores to crop-specific tissue samples. Read the guide before you go, and print it to take along.',
  guidesTitle: 'Sampling guides',
  guidesIntro:
    'Start with the guide for your sample type. Plant tissue samples: 20-30 plants, submitted within 24 hours.',
  guides: [
    {
      title: 'Soil Sampling',
      text: '15-20 cores per area at 0-6 inches, mixed and reduced to about 500 g.',
      to: '/soil-sampling-instructions',
      icon: 'soil',
    },
    {
      title: 'All Sampling Instructions',
      text: 'Soil, plant tissue and every crop at a glance, one tab each.',
      to: '/sampling-instructions',
      icon: 'overview',
    },
    ...CROPS.map((crop): GuideCard => ({
      title: `${crop.name} Tissue Sampling`,
      text: crop.description,
      to: cropPath(crop.id),
      icon: crop.id,
    })),
  ] satisfies GuideCard[],
  supportTitle: 'Help with your samples',
  supportIntro: 'Bags, shipping labels and answers: everything between the field and our lab.',
  support: [
    {
      title: 'Contact Us',
      text: 'Not sure what or when to sample? Our agronomists will talk it through.',
      to: '/contact',
      icon: 'contact',
    },
    {
      title: 'Request Sample Bags',
      text: `Free soil bags, plant tissue bags and water bottles; requests processed within ${REQUEST_PROMISES.containerProcessing}.`,
      to: '/request-bags',
      icon: 'bags',
    },
    {
      title: 'Ship Your Sample',
      text: 'Request a prepaid courier label; we will contact you within 24 hours.',
      to: '/ship-sample',
      icon: 'ship',
    },
  ] satisfies SupportCard[],
} as const;
