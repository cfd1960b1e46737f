/*
 * The five crop sampling guides. One record per crop, rendered by one page component
 * (pages/crop-page.tsx) and summarized on the sampling index pages. Figures are written
 * exactly as the product spec gives them (test/crop-spec.ts holds them for the tests).
 * Plain data: the router, the pre-renderer and the tests read this module too.
 */

import { green, soil, wheat } from '../theme/primitives';
import { CROP_IDS, cropPath, type CropId } from './crop-list';

export { CROP_IDS, cropPath, type CropId };

/** An accent per crop, one value for each colour scheme so both keep their contrast. */
export interface CropColor {
  light: string;
  dark: string;
}

/** One step of a crop guide: what to do, and optionally what to leave out. */
export interface GuideStep {
  /** The section's h2, e.g. 'When to sample'. */
  title: string;
  points: readonly string[];
  /** Things to leave out or avoid, shown apart from the points. */
  avoid?: readonly string[];
}

export interface HandlingStep extends GuideStep {
  /** What to write on each bag. */
  labels: readonly string[];
  /** What to write on the submission form that travels with the samples, when the crop says. */
  form?: readonly string[];
}

/** A headline figure shown above a guide: a short value and what it counts. */
export interface KeyFigure {
  value: string;
  label: string;
}

export interface Crop {
  id: CropId;
  name: string;
  /** One line for cards: what is sampled and when. */
  description: string;
  color: CropColor;
  /**
   * A 24×24 line drawing as SVG path data, stroked in the crop's colour. Path data rather
   * than a component keeps this module plain data.
   */
  icon: string;
  /** The lead of the crop page. */
  summary: string;
  keyFigures: readonly KeyFigure[];
  when: GuideStep;
  what: GuideStep;
  howMuch: GuideStep;
  handling: HandlingStep;
}

const STEP_TITLES = {
  when: 'When to sample',
  what: 'What to sample',
  howMuch: 'How much to collect',
  handling: 'Handling and shipping',
} as const;

/** Field, crop and stage, date: what every bag says unless a crop asks for more. */
const STANDARD_LABELS = ['Field name or sample ID', 'Crop and growth stage', 'Sampling date'];

export const CROPS: readonly Crop[] = [
  {
    id: 'potato',
    name: 'Potato',
    description: 'Youngest fully expanded leaves, at tuber initiation to early bulking.',
    color: { light: soil[500], dark: soil[200] },
    icon: 'M7.2 6.1c3-2.7 8.7-2.5 11.4.5 2.8 3.1 2.6 8.1-.4 11.2-3.1 3.2-8.7 4-12.1 1.6-3.3-2.3-3.6-7.2-1.6-10.5.7-1.1 1.6-2 2.7-2.8zM9.5 10.2h.01M14.6 8.6h.01M13.4 14.4h.01M9.4 15.6h.01',
    summary:
      'Potato petiole and leaf nutrient levels change fast once tubers start to form. Sample at the same stage, the same way, every time, and the numbers will tell you what the crop needs.',
    keyFigures: [
      { value: '6-8 weeks', label: 'after planting' },
      { value: 'Before 10 AM', label: 'in the morning' },
      { value: '30-40 leaves', label: 'from 15-25 plants' },
      { value: 'Same or next day', label: 'shipping' },
    ],
    when: {
      title: STEP_TITLES.when,
      points: [
        'At tuber initiation to early bulking, when plants are 6-10 inches tall',
        'Usually 6-8 weeks after planting',
        'Early in the week, so samples do not sit in transit over the weekend',
        'In the morning, before 10 AM (9-11 AM is also acceptable), while leaves are fully hydrated',
      ],
    },
    what: {
      title: STEP_TITLES.what,
      points: [
        'The youngest fully expanded leaves: the 3rd or 4th leaf from the top of the stem',
        'Leaflets only, no stems or petioles',
      ],
      avoid: ['Stems and petioles', 'Diseased, insect-damaged or dusty leaves'],
    },
    howMuch: {
      title: STEP_TITLES.howMuch,
      points: [
        '30-40 leaves from 15-25 plants spread across the field',
        'For a larger or variable field, spread the sample over 25-30 plants',
      ],
      avoid: ['Field edges, dead spots and abnormal plants, unless you are diagnosing a problem'],
    },
    handling: {
      title: STEP_TITLES.handling,
      points: [
        'Put the leaves in a paper bag or envelope, never plastic',
        'Ship the same or next day',
        'If shipping is delayed, refrigerate the sample; do not freeze it',
      ],
      labels: ['Field or sample ID', 'Crop and stage', 'Date'],
    },
  },
  {
    id: 'alfalfa',
    name: 'Alfalfa',
    description: 'Top 6 inches of stem with leaves, just before first bloom.',
    color: { light: '#7b4f9e', dark: '#d3bce6' },
    icon: 'M12 21V10M12 10c-1.7-1.9-1.7-5.1 0-7 1.7 1.9 1.7 5.1 0 7zM12 10c-1.7 1.9-4.9 2-6.8.2 1.7-1.9 4.9-2 6.8-.2zM12 10c1.7 1.9 4.9 2 6.8.2-1.7-1.9-4.9-2-6.8-.2zM12 17c1.2-1.6 3.3-2.2 5-1.4-1.2 1.6-3.3 2.2-5 1.4z',
    summary:
      'A tissue test shows whether an alfalfa stand has what it needs for the next cut. Sample at the same stage every cutting cycle so one result can be compared with the last.',
    keyFigures: [
      { value: 'Up to 10%', label: 'bloom, just before first bloom' },
      { value: 'Top 6 inches', label: 'of stem with leaves' },
      { value: '20-30 plants', label: 'about 2 handfuls' },
      { value: 'About 200 g', label: 'fresh material' },
    ],
    when: {
      title: STEP_TITLES.when,
      points: [
        'Just before first bloom: from pre-bud to early bloom (up to 10% bloom)',
        'At the same stage in each cutting cycle, so results compare from cut to cut',
        'In the morning, before cutting',
      ],
    },
    what: {
      title: STEP_TITLES.what,
      points: [
        'The top 6 inches of the stem, with its leaves',
        'If plants are very tall, the upper third of the plant',
      ],
      avoid: ['Flowers and seed pods'],
    },
    howMuch: {
      title: STEP_TITLES.howMuch,
      points: [
        '20-30 plants, about 2 handfuls',
        'About 200 g of fresh material',
        'Take plants from across the field, not from one spot',
      ],
    },
    handling: {
      title: STEP_TITLES.handling,
      points: [
        'Put the sample in a paper bag',
        'Ship the same day or overnight',
        'If shipping is delayed, keep the sample cool or refrigerated, with no freezing',
      ],
      labels: STANDARD_LABELS,
      form: ['Your name', 'Contact details', 'Desired test'],
    },
  },
  {
    id: 'cereal',
    name: 'Cereal',
    description:
      'Wheat, barley and oats: the newest fully developed leaf, tillering to early heading.',
    color: { light: wheat[700], dark: wheat[300] },
    icon: 'M12 22V7M12 7c-1.1-1.1-1.1-3 0-4.5 1.1 1.5 1.1 3.4 0 4.5zM12 10.5c-2.2 0-3.7-1.4-3.7-3.6 2.2 0 3.7 1.4 3.7 3.6zM12 10.5c2.2 0 3.7-1.4 3.7-3.6-2.2 0-3.7 1.4-3.7 3.6zM12 14.5c-2.2 0-3.7-1.4-3.7-3.6 2.2 0 3.7 1.4 3.7 3.6zM12 14.5c2.2 0 3.7-1.4 3.7-3.6-2.2 0-3.7 1.4-3.7 3.6zM12 18.5c-2.2 0-3.7-1.4-3.7-3.6 2.2 0 3.7 1.4 3.7 3.6zM12 18.5c2.2 0 3.7-1.4 3.7-3.6-2.2 0-3.7 1.4-3.7 3.6z',
    summary:
      'For wheat, barley and oats, a tissue test between tillering and heading catches a nitrogen, sulphur or micronutrient shortfall while there is still time to correct it.',
    keyFigures: [
      { value: 'Tillering', label: 'to early heading, before flowering' },
      { value: '40-50 leaves', label: 'from 15-25 plants' },
      { value: 'Same day', label: 'shipping, or refrigerate' },
    ],
    when: {
      title: STEP_TITLES.when,
      points: [
        'Between tillering and early heading, before flowering',
        'At the same stage each time you sample',
      ],
    },
    what: {
      title: STEP_TITLES.what,
      points: [
        'The most recent fully developed leaf',
        'Later in the season, the flag leaf once it has emerged',
      ],
      avoid: ['Stems', 'Immature leaves'],
    },
    howMuch: {
      title: STEP_TITLES.howMuch,
      points: ['40-50 leaves from 15-25 plants across the field'],
      avoid: ['Field edges, low spots and stressed plants'],
    },
    handling: {
      title: STEP_TITLES.handling,
      points: [
        'Put the leaves in a paper bag',
        'Ship the same day, or refrigerate the sample until you can',
      ],
      labels: ['Field', 'Crop type (wheat, barley or oats)', 'Growth stage', 'Date'],
    },
  },
  {
    id: 'corn',
    name: 'Corn',
    description: 'Youngest mature leaf collar before tassel; the ear leaf at tasseling.',
    color: { light: '#a1520f', dark: '#f7bd7f' },
    icon: 'M12 2.5c2.1 0 3.4 3.5 3.4 7.8S14.1 18 12 18s-3.4-3.4-3.4-7.7S9.9 2.5 12 2.5zM12 3v14.5M9 7.5h6M8.7 10.5h6.6M9 13.5h6M8.6 11c-3 1.9-4.2 5.6-3.4 10 2.6-.9 5.1-2.7 6.6-5M15.4 11c3 1.9 4.2 5.6 3.4 10-2.6-.9-5.1-2.7-6.6-5',
    summary:
      'Corn tells you the most when you sample the right leaf for its stage: the youngest mature leaf before tassel, the ear leaf once it tassels.',
    keyFigures: [
      { value: '6-leaf', label: 'to pre-tassel for monitoring' },
      { value: '3rd-5th leaf', label: 'from the top, before tassel' },
      { value: '15-20 leaves', label: 'from random plants' },
    ],
    when: {
      title: STEP_TITLES.when,
      points: [
        'From the 6-leaf stage to pre-tassel for routine monitoring',
        'Earlier when you are diagnosing a deficiency',
      ],
    },
    what: {
      title: STEP_TITLES.what,
      points: [
        'Before tasseling: the collar of the youngest mature leaf, the 3rd-5th leaf from the top',
        'At tasseling: the whole leaf opposite and below the ear',
      ],
    },
    howMuch: {
      title: STEP_TITLES.howMuch,
      points: ['15-20 leaves from random plants across the field'],
      avoid: ['Damaged or stressed plants'],
    },
    handling: {
      title: STEP_TITLES.handling,
      points: [
        'Put the leaves in a paper bag, labeled',
        'If shipping is delayed, store the sample cool',
        'Submit the sample with the completed submission form',
      ],
      labels: STANDARD_LABELS,
    },
  },
  {
    id: 'peas',
    name: 'Peas',
    description: 'Top fully expanded leaves and petioles, at early flowering.',
    color: { light: green[600], dark: green[300] },
    icon: 'M3.5 16.5C6 10 13 4.8 20.5 4.5c-.4 7.5-7.6 14-14.4 14.4-1.5.1-2.5-1-2.6-2.4zM20.5 4.5l1.2-2M9.6 14.4a1.6 1.6 0 1 0 .01 0zM12.8 11.6a1.6 1.6 0 1 0 .01 0zM16 8.8a1.6 1.6 0 1 0 .01 0z',
    summary:
      'Peas fix much of their own nitrogen, but other nutrients can still run short. Sample at early flowering, while there is time to act on the result.',
    keyFigures: [
      { value: 'Early flowering', label: 'or before first pod set' },
      { value: '20-30 plants', label: 'top leaves and petioles' },
      { value: 'About 200 g', label: 'fresh material' },
    ],
    when: {
      title: STEP_TITLES.when,
      points: ['At early flowering, or before first pod set'],
      avoid: ['Sampling right after rain or irrigation'],
    },
    what: {
      title: STEP_TITLES.what,
      points: ['The top fully expanded leaves and petioles (2-3 leaflet pairs)'],
      avoid: ['Tendrils', 'Flowering structures'],
    },
    howMuch: {
      title: STEP_TITLES.howMuch,
      points: ['20-30 plants, about 200 g fresh', 'Take plants from across the field'],
    },
    handling: {
      title: STEP_TITLES.handling,
      points: [
        'Put the sample in a paper envelope or bag',
        'Ship the same day, or refrigerate it temporarily',
        'Include the completed submission form',
      ],
      labels: ['Field', 'Date', 'Crop', 'Growth stage'],
    },
  },
];

/** The four steps of a guide, in the order the crop page shows them. */
export const GUIDE_STEPS = ['when', 'what', 'howMuch', 'handling'] as const;

export function cropById(id: CropId): Crop {
  const crop = CROPS.find((candidate) => candidate.id === id);
  if (!crop) throw new Error(`No crop ${id}`);
  return crop;
}

/** The crop whose guide lives at this path, if any; a trailing slash is allowed. */
export function cropByPath(pathname: string): Crop | undefined {
  const normalized = pathname.replace(/\/+$/, '');
  return CROPS.find((crop) => cropPath(crop.id) === normalized);
}

export const isCropId = (value: unknown): value is CropId => CROP_IDS.includes(value as CropId);
