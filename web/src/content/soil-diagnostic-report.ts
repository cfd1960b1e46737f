import { SITE } from '../config/site';
import type {
  Action,
  AnalysisSection,
  CtaSection,
  FeatureSection,
  ServiceHero,
} from './service-page-types';

/*
 * The copy of /soil-diagnostic-report. Its facts follow the soil testing page
 * (service-pages.ts): the same measurements, the 5 business day report, rush in 24-48
 * hours, pickup within 150 km. Strings may carry `**bold**` markers.
 */

export interface ProcessStep {
  title: string;
  text: string;
}

export interface StepsSection {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  steps: readonly ProcessStep[];
}

export interface SoilDiagnosticReportContent {
  hero: ServiceHero;
  signs: FeatureSection;
  includes: AnalysisSection;
  process: StepsSection;
  report: FeatureSection;
  cta: CtaSection;
}

const ORDER: Action = {
  label: 'Order a Diagnostic Report',
  target: { kind: 'page', to: '/contact' },
};
const SOIL_TESTING: Action = {
  label: 'Soil Testing Services',
  target: { kind: 'page', to: '/services/soil-testing' },
  variant: 'outlined',
};

export const SOIL_DIAGNOSTIC_REPORT: SoilDiagnosticReportContent = {
  hero: {
    eyebrow: 'Soil testing service',
    title: 'Soil Diagnostic Report',
    lead: 'When part of a field underperforms, a standard fertility test does not always explain why. The soil diagnostic report **compares good and poor areas** and reads chemistry, biology and physical properties together to find what is limiting your crop, and what to do about it.',
    facts: ['5 business day report', 'Good and poor areas compared', 'Clear recommendations'],
    actions: [ORDER, SOIL_TESTING],
  },

  signs: {
    kind: 'feature',
    id: 'when-to-order',
    eyebrow: 'When to order one',
    title: 'For Problems a Fertility Test Cannot Explain',
    body: [
      'A standard soil test tells you how much of each nutrient is in the field. A diagnostic report asks a different question: **why** one area yields less than the rest, even with the same seed, fertilizer and management.',
      'We test samples from the poor area and from a good area nearby, side by side, so the difference between them points to the cause: salinity, sodicity, pH, compaction, nutrient tie-up or low biological activity.',
      'Not sure it is what you need? Tell us what you see in the field and we will suggest the right test, whether that is a diagnostic report, a standard fertility package or a plant tissue test during the season.',
    ],
    pointsTitle: 'Signs a field needs a diagnostic report',
    points: [
      'Patches that stay poor year after year, whatever the crop',
      'Areas that do not respond to extra fertilizer',
      'White crusts, bare spots or uneven emergence',
      'Water that ponds, or soil that crusts and seals after rain',
      'Yields falling while the fertility program stays the same',
      'Land coming back into crop after pipelines, levelling or reclamation',
    ],
  },

  includes: {
    kind: 'analysis',
    id: 'what-it-includes',
    eyebrow: 'What the report includes',
    title: 'Chemistry, Biology and Physics in One Report',
    intro:
      'Every measurement is reported with its units and a rating for the crop you grow, for each area sampled.',
    groups: [
      {
        id: 'nutrient-balance',
        icon: 'science',
        title: 'Nutrient Balance',
        description:
          'Not only how much of each nutrient there is, but whether they are in balance.',
        items: [
          { name: 'Macronutrients', detail: 'Nitrate nitrogen, phosphorus, potassium and sulphur' },
          { name: 'Micronutrients', detail: 'Zinc, copper, manganese, iron, boron and chloride' },
          {
            name: 'Base saturation',
            detail: 'Share of CEC held by calcium, magnesium, potassium and sodium',
          },
          { name: 'Acid saturation', detail: 'Share of CEC held by hydrogen and aluminum' },
          { name: 'K:Mg ratio', detail: 'Potassium-to-magnesium balance for uptake' },
        ],
      },
      {
        id: 'ph-salinity',
        icon: 'opacity',
        title: 'pH, Salinity and Sodicity',
        description: 'The soil conditions that lock nutrients up or keep water from roots.',
        items: [
          { name: 'pH', detail: 'Soil acidity or alkalinity and nutrient availability' },
          { name: 'Buffer pH', detail: 'How much lime an acidic soil needs' },
          { name: 'EC', detail: 'Electrical conductivity: soluble salts and salinity' },
          { name: 'SAR', detail: 'Sodium adsorption ratio: sodicity and crusting risk' },
          { name: 'CEC', detail: 'Cation exchange capacity: the soil’s nutrient-holding power' },
        ],
      },
      {
        id: 'biology',
        icon: 'biotech',
        title: 'Organic Matter and Biology',
        description: 'How alive the soil is, and how much carbon it holds.',
        items: [
          { name: 'Organic matter', detail: 'Nutrient reserve, structure and water retention' },
          {
            name: 'Total organic carbon',
            detail: 'Carbon stored in the soil, for tracking over time',
          },
          {
            name: 'Soil respiration',
            detail: 'CO₂ released by soil microbes: biological activity',
          },
          { name: 'Redox', detail: 'Oxidation-reduction potential: aeration and waterlogging' },
          { name: 'Humic and fulvic acids', detail: 'The stable and soluble fractions of humus' },
        ],
      },
      {
        id: 'physical',
        icon: 'layers',
        title: 'Physical Properties',
        description: 'How the soil holds water and air, and how roots move through it.',
        items: [
          { name: 'Soil texture', detail: 'Sand, silt and clay percentages and texture class' },
          { name: 'Bulk density', detail: 'Compaction and pore space' },
          { name: 'Water holding capacity', detail: 'Plant-available water the soil can store' },
        ],
      },
      {
        id: 'interpretation',
        icon: 'insights',
        title: 'Interpretation and Recommendations',
        description: 'What the numbers mean for your field, written for you and your agronomist.',
        items: [
          {
            name: 'Limiting factors',
            detail: 'What is holding the poor area back, most important first',
          },
          {
            name: 'Recommendations',
            detail: 'Practical steps: fertilizer, lime or gypsum, drainage, tillage or rotation',
          },
          { name: 'Follow-up', detail: 'What to re-test, and when, to confirm the fix is working' },
        ],
      },
    ],
  },

  process: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'From Problem Area to Plan',
    intro: 'A diagnostic report starts with a conversation, so we sample the right places.',
    steps: [
      {
        title: 'Tell us about the field',
        text: 'Call or send us a message. We ask about the problem area, the crop and its history, and plan which areas to sample.',
      },
      {
        title: 'Sample good and poor areas',
        text: 'Take 15-20 cores at 0-6 inches from each area, mix each area’s cores separately and send about 500 g per area, labelled.',
      },
      {
        title: 'Send the samples',
        text: `Ship them to us, drop them in our 24/7 box or ask about pickup within 150 km of ${SITE.address.locality}.`,
      },
      {
        title: 'Get your report',
        text: 'Your report is ready within 5 business days, and our team walks you or your agronomist through it.',
      },
    ],
  },

  report: {
    kind: 'feature',
    id: 'your-report',
    eyebrow: 'Your diagnostic report',
    title: 'Answers in 5 Business Days',
    body: [
      'Your report is posted to the client portal **within 5 business days** of your samples reaching the lab. Rush testing returns results in 24-48 hours when a decision cannot wait.',
      'Results for each area sit side by side with easy-to-read bar charts, so you can see at a glance where the poor area differs. Every report is reviewed by our senior staff before release.',
    ],
    pointsTitle: 'Every diagnostic report includes',
    points: [
      'Results for each area sampled, side by side',
      'Ratings against targets for your crop',
      'The limiting factors we found, most important first',
      'Recommendations you or your agronomist can act on',
    ],
    facts: [
      { value: '5 days', label: 'Business days to your report' },
      { value: '24-48 h', label: 'Rush turnaround when you need it' },
      { value: '150 km', label: `Sample pickup radius around ${SITE.address.locality}` },
      { value: SITE.accreditation.body, label: `Accredited to ${SITE.accreditation.standard}` },
    ],
    actions: [
      ORDER,
      {
        label: 'View a Sample Soil Report',
        target: { kind: 'report', report: 'soil' },
        variant: 'outlined',
      },
    ],
  },

  cta: {
    kind: 'cta',
    id: 'get-started',
    title: 'Find Out What Is Holding Your Field Back',
    intro: `Tell us about the problem area and we will help you plan the sampling. Prefer to talk? Call us at **${SITE.phoneDisplay}**.`,
    actions: [ORDER, SOIL_TESTING],
  },
};
