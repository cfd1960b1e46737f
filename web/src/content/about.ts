import { SITE } from '../config/site';

/** Copy of the /about page, section by section. Team members live in team.ts. */

export const ABOUT_HERO = {
  eyebrow: 'About Us',
  title: 'Accredited agricultural testing, rooted in Alberta',
  lead: `Since ${SITE.founded}, our Edmonton laboratory has helped farmers, agronomists and ag businesses across Alberta and Saskatchewan turn samples into decisions, with methods accredited to ${SITE.accreditation.standard} and people who explain what the numbers mean.`,
};

export const MISSION = {
  eyebrow: 'Our Mission',
  title: 'Reliable data for every acre',
  paragraphs: [
    'We exist to give prairie producers laboratory results they can trust and understand, fast enough to change what happens in the field this season rather than next year.',
    'That means accredited methods, honest turnaround times, and analysts and agronomists who pick up the phone when a result raises a question.',
  ],
  highlights: [
    { figure: `${SITE.founded}`, caption: 'The year we opened our Edmonton laboratory' },
    { figure: '24 h', caption: 'Plant tissue turnaround, 7 days a week' },
    { figure: '2', caption: 'Provinces served: Alberta and Saskatchewan' },
  ],
};

export interface ProcessStep {
  title: string;
  text: string;
}

/** How a sample moves through the laboratory, in order. */
export const PROCESS = {
  title: 'Our 5-step process',
  intro:
    'Every sample follows the same documented path, so a result from May can be compared with one from September.',
  steps: [
    {
      title: 'Collect',
      text: 'Sample with our step-by-step guides and free bags or bottles, labelled with field, crop and date.',
    },
    {
      title: 'Ship or drop off',
      text: `Use a prepaid courier label, book a pickup within ${SITE.pickupRadiusKm} km of Edmonton, or use our secured drop box at any hour.`,
    },
    {
      title: 'Log & prepare',
      text: 'Each sample is barcoded and tracked. Soil is dried and ground, tissue dried and milled, water kept cold.',
    },
    {
      title: 'Analyse',
      text: 'Calibrated instruments run accredited methods, with blanks, duplicates and reference materials in every batch.',
    },
    {
      title: 'Report & advise',
      text: 'A senior analyst reviews every report before it reaches the client portal, and our agronomists help you act on it.',
    },
  ] satisfies ProcessStep[],
};

export const QUALITY = {
  title: 'Quality assurance',
  intro:
    'Good decisions need good data. Our quality system is built so that every number on your report can be traced, checked and defended.',
  items: [
    {
      title: 'Accredited methods',
      text: `Our quality management system meets ${SITE.accreditation.standard} and is assessed on site by ${SITE.accreditation.body}.`,
    },
    {
      title: 'Proficiency testing',
      text: 'We analyse blind samples in inter-laboratory proficiency programs several times a year and review every result against peer laboratories.',
    },
    {
      title: 'Controls in every batch',
      text: 'Method blanks, duplicates and certified reference materials run beside your samples. A batch outside its control limits is re-run before anything is reported.',
    },
    {
      title: 'Traceable records',
      text: 'Barcoded samples, calibrated balances and a documented chain of custody tie every result to the instrument run that produced it.',
    },
  ],
};

export const ACCREDITATION = {
  title: 'Accreditation',
  paragraphs: [
    `We are accredited by ${SITE.accreditation.body}, the Canadian Association for Laboratory Accreditation, to ${SITE.accreditation.standard}, the international standard for the competence of testing and calibration laboratories.`,
    'Accreditation means an independent assessor has reviewed our methods, equipment, staff training and records, and keeps checking them. It is your assurance that results are accurate, repeatable and comparable with other accredited laboratories.',
  ],
  linkLabel: `Read about ${SITE.accreditation.standard} on iso.org`,
};

export const TEAM_SECTION = {
  title: 'Meet our team',
  intro:
    'Soil scientists, chemists and agronomists who grew up on prairie farms and still answer the phone.',
  readMore: 'Read more',
  readLess: 'Read less',
};

export const TESTIMONIALS_SECTION = {
  title: 'What our clients say',
  intro: 'Producers and advisors across the Prairies on working with our laboratory.',
};

/** Where samples come from and where pickup runs. */
export const LOCATIONS_SERVED = {
  title: 'Locations served',
  intro:
    'We accept samples from anywhere in Alberta and Saskatchewan by courier, and run regular pickup routes through the counties around Edmonton.',
  provincesLabel: 'Provinces',
  provinces: ['Alberta', 'Saskatchewan'],
  regionsLabel: 'Pickup regions around Edmonton',
  regions: [
    'Strathcona County',
    'Parkland County',
    'Sturgeon County',
    'Leduc County',
    'Lac Ste. Anne County',
    'Lamont County',
    'Westlock County',
    'County of Wetaskiwin',
  ],
};

export const SERVICE_COVERAGE = {
  title: 'Service coverage',
  text: 'Short on time during seeding or harvest? We will come to you.',
  facts: [
    { label: 'Sample pickup radius', value: `${SITE.pickupRadiusKm} km from Edmonton` },
    { label: 'Express delivery', value: 'Same day' },
    { label: 'Standard turnaround', value: '3-5 days' },
    { label: 'Rush turnaround', value: '24-48 hours' },
  ],
  action: 'Schedule Pickup',
};

export const LAB_LOCATION = {
  title: 'Visit the laboratory',
  intro:
    'Drop samples off in person during business hours, or use the secured drop box by our front door at any time.',
  locationTitle: 'Our location',
  directions: 'Get directions',
  hoursTitle: 'Hours',
};
