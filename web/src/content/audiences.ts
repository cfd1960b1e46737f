import AgricultureIcon from '@mui/icons-material/Agriculture';
import BiotechIcon from '@mui/icons-material/Biotech';
import GrassIcon from '@mui/icons-material/Grass';
import StorefrontIcon from '@mui/icons-material/Storefront';
import YardIcon from '@mui/icons-material/Yard';
import type SvgIcon from '@mui/material/SvgIcon';
import { SITE } from '../config/site';
import type { ServiceId } from './services';

/** The /industries#{id} anchors, used by the header's Who We Serve menu. */
export type AudienceId = 'farmers' | 'agronomists' | 'greenhouses' | 'livestock' | 'retailers';

export interface Audience {
  id: AudienceId;
  title: string;
  description: string;
  icon: typeof SvgIcon;
  benefits: readonly string[];
}

/** The five audience cards of Who We Serve, in menu order. */
export const AUDIENCES: readonly Audience[] = [
  {
    id: 'farmers',
    title: 'Farmers & Producers',
    description:
      'Grain, oilseed, pulse and forage growers who want every fertilizer dollar to go where it pays back, field by field.',
    icon: AgricultureIcon,
    benefits: [
      'Soil fertility panels with nitrogen, phosphorus, potassium and sulphur recommendations for each field',
      'Plant tissue results in 24 hours, 7 days a week, while there is still time to top-dress',
      'Free sample bags, prepaid courier labels and pickup within 150 km of Edmonton',
      'Every report and your field history in one place in the client portal',
    ],
  },
  {
    id: 'agronomists',
    title: 'Agronomists & Crop Advisors',
    description:
      'Certified crop advisers and independent agronomists managing many growers, who need consistent numbers to stand behind their recommendations.',
    icon: BiotechIcon,
    benefits: [
      'Batch submissions organised by grower and field, with results you can export',
      'Complete soil panels: CEC, base saturation, SAR, organic matter and soil respiration',
      'SAP and dry tissue analysis to follow nutrient trends through the season',
      'A direct line to our analysts when a result needs a second look',
    ],
  },
  {
    id: 'greenhouses',
    title: 'Greenhouses & Nurseries',
    description:
      'Vegetable, floriculture and nursery operations on intensive fertigation programs, where a small imbalance shows up in days, not weeks.',
    icon: YardIcon,
    benefits: [
      'Irrigation and nutrient solution analysis: EC, pH, alkalinity, sodium and chloride',
      'Leaf tissue tests to fine-tune feed recipes crop by crop',
      'Rush turnaround of 24-48 hours so you can adjust before symptoms appear',
      'Scheduled sampling programs reported in the same format every time',
    ],
  },
  {
    id: 'livestock',
    title: 'Livestock Producers',
    description:
      'Cow-calf, feedlot, dairy, hog and poultry operations that need to know what is in the feed, the water and the manure.',
    icon: GrassIcon,
    benefits: [
      'Feed and forage analysis: protein, energy, fibre and minerals for hay, silage and grain',
      'Livestock water testing for sulphates, nitrates, total dissolved solids and hardness',
      'Manure nutrient analysis for application rates and nutrient management plans',
      'Reports your nutritionist can use directly to balance rations',
    ],
  },
  {
    id: 'retailers',
    title: 'Ag Retailers & Distributors',
    description:
      'Crop input retailers and distributors who offer testing to their growers and want to verify the products they sell.',
    icon: StorefrontIcon,
    benefits: [
      'Distributor access to the client portal to submit and track samples for your growers',
      'Fertilizer, gypsum, lime and custom blend verification against guaranteed analysis',
      'Sample bags and shipping labels supplied in bulk for your locations',
      'Agronomic support to help your team explain reports to customers',
    ],
  },
];

export const INDUSTRIES_HERO = {
  eyebrow: 'Who We Serve',
  title: 'Testing for every link in prairie agriculture',
  lead: 'Growers, advisors, greenhouses, livestock producers and input retailers across Alberta and Saskatchewan rely on our accredited results to make decisions in the field, the barn and the warehouse.',
};

export const AUDIENCES_SECTION = {
  title: 'Built around the way you work',
  intro:
    'Every operation asks different questions of its soil, crops, water and feed. Find yours below and see how we help.',
  cta: 'Get Started',
};

export interface Capability {
  serviceId: ServiceId;
  title: string;
  parameters: string;
}

/** What the laboratory measures, each linking to its service page. */
export const CAPABILITIES_SECTION = {
  eyebrow: 'Capabilities',
  title: 'One laboratory for soil, crop, water and feed',
  intro:
    'Seven accredited testing services under one roof in Edmonton, run on calibrated instruments with quality control samples in every batch.',
  items: [
    {
      serviceId: 'soil-testing',
      title: 'Soil analysis',
      parameters:
        'Macro- and micronutrients, pH and buffer pH, EC, CEC, organic matter, texture and soil biology.',
    },
    {
      serviceId: 'plant-tissue-testing',
      title: 'Plant tissue & SAP',
      parameters:
        'Dry tissue and SAP nutrient levels for potato, cereal, canola, corn, pulse and forage crops.',
    },
    {
      serviceId: 'water-analysis',
      title: 'Water quality',
      parameters:
        'Salinity, hardness, sodium adsorption ratio, nitrates and sulphates for irrigation and livestock water.',
    },
    {
      serviceId: 'fertilizer-testing',
      title: 'Fertilizer & amendments',
      parameters: 'Guaranteed-analysis checks for fertilizers, gypsum, lime and custom blends.',
    },
    {
      serviceId: 'feed-analysis',
      title: 'Feed & forage',
      parameters: 'Crude protein, fibre (ADF, NDF), energy and minerals for rations that perform.',
    },
    {
      serviceId: 'manure-testing',
      title: 'Manure & humic substances',
      parameters:
        'N, P, K and solids in solid and liquid manure; humic and fulvic acid in soil amendments.',
    },
  ] satisfies Capability[],
};

/** The reasons to choose the laboratory, as short figure + caption tiles. */
export const PROOF_POINTS_SECTION = {
  title: 'Why producers choose us',
  items: [
    {
      figure: SITE.accreditation.body,
      caption: `Accredited to ${SITE.accreditation.standard} for the tests we report`,
    },
    { figure: '24 h', caption: 'Plant tissue results, 7 days a week in season' },
    { figure: '3-5 days', caption: 'Standard turnaround; rush results in 24-48 hours' },
    { figure: `Since ${SITE.founded}`, caption: 'Serving farms across Alberta and Saskatchewan' },
  ],
};

export const INDUSTRIES_CTA = {
  title: 'Not sure which test you need?',
  text: 'Tell us about your crop, herd or operation and our team will recommend a testing plan, sampling schedule and the containers to go with it.',
  primary: 'Contact Us Today',
  secondary: 'View Our Services',
};
