import { SAMPLE_TYPE_TESTS } from '@lab/shared/constants/analyses';
import { REQUEST_PROMISES } from '@lab/shared/constants/laboratory';
import { SITE } from '../config/site';
import type { SiteHref } from '../config/site-routes';
import { cropPath } from './crop-list';
import { SUBMISSION_FORM } from './requests';
import type { SampleReport } from './sample-reports';
import type {
  Action,
  OrderSection,
  ServicePageContent,
  ServiceSection,
  ServicesPageContent,
} from './service-page-types';
import type { ServiceId } from './services';

/*
 * The copy of /services and the seven service pages, in the shapes of
 * service-page-types.ts. Strings may carry `**bold**` markers. Icons are named here and
 * drawn by the components, so this module stays plain data that tests and the
 * pre-renderer can read.
 */

const page = (label: string, to: SiteHref, variant?: Action['variant']): Action => ({
  label,
  target: { kind: 'page', to },
  ...(variant && { variant }),
});

/** Orders and results live in the external client portal; these buttons open its login. */
const portal = (label: string, variant?: Action['variant']): Action => ({
  label,
  target: { kind: 'external', href: SITE.portal.farmerLogin },
  ...(variant && { variant }),
});

const report = (label: string, sample: SampleReport, variant?: Action['variant']): Action => ({
  label,
  target: { kind: 'report', report: sample },
  ...(variant && { variant }),
});

const ACCREDITATION = `${SITE.accreditation.standard} through ${SITE.accreditation.body}`;
const PORTAL_NOTE = 'Ordering opens our secure client portal in a new tab.';
const ALL_SERVICES = page('View All Services', '/services', 'outlined');
const COMING_SOON = `Details coming soon. We are finalizing the information for this test; in the meantime, call us at ${SITE.phoneDisplay} and we will tell you what it includes.`;

const soilTesting: ServicePageContent = {
  hero: {
    eyebrow: 'Accredited soil laboratory',
    lead: 'Chemical, biological and physical soil analysis for Alberta and Saskatchewan fields, with a clear report and fertility recommendations in **5 business days**.',
    facts: ['5 business day report', `${SITE.accreditation.body} accredited`, 'Rush 24-48 hours'],
    actions: [
      page('Get a Soil Report or Custom Analysis', '/contact'),
      page('Order a Diagnostic Report', '/contact', 'outlined'),
      report('View Sample Report', 'soil', 'outlined'),
    ],
  },
  sections: [
    {
      kind: 'tiles',
      id: 'highlights',
      eyebrow: 'Why growers test with us',
      title: 'Soil Testing You Can Plan Around',
      columns: 4,
      tiles: [
        {
          icon: 'speed',
          title: 'Fast Results',
          text: 'Your full report in 5 business days, and rush results in 24-48 hours when a seeding or fertilizer decision cannot wait.',
        },
        {
          icon: 'science',
          title: 'Comprehensive',
          text: 'Chemical, electrochemical, biological and physical measurements from one sample, from nitrate to water holding capacity.',
        },
        {
          icon: 'verified',
          title: 'Accurate',
          text: `Accredited to ${ACCREDITATION}, with reference soils and duplicates run in every batch.`,
        },
        {
          icon: 'support',
          title: 'Support',
          text: 'Our team walks you or your agronomist through the numbers by phone or e-mail, and helps turn them into a fertility plan.',
        },
      ],
    },
    {
      kind: 'feature',
      id: 'professional-analysis',
      eyebrow: 'Professional soil analysis',
      title: 'From Field Sample to Fertility Plan',
      body: [
        'Every sample is logged, dried and ground in our Edmonton laboratory, then analyzed with methods suited to prairie soils, from the Black Chernozems around Edmonton to the Brown and Dark Brown soils of southern Alberta and Saskatchewan.',
        'Results are checked against reference materials before release and come with **nutrient recommendations for the crop you plan to grow**, whether that is canola, wheat, barley, peas or forage.',
        'Need something beyond our standard packages? We build custom analyses for research plots, reclamation sites and problem fields.',
      ],
      facts: [
        { value: '5 days', label: 'Business days to a full soil report' },
        { value: '24-48 h', label: 'Rush turnaround when you need it' },
        { value: '150 km', label: 'Sample pickup radius around Edmonton' },
        { value: String(SITE.founded), label: 'Serving prairie growers since' },
      ],
    },
    {
      kind: 'analysis',
      id: 'analysis',
      eyebrow: 'What we measure',
      title: 'Soil Analysis Groups',
      intro:
        'Order a standard fertility package or choose individual tests. Each measurement below is reported with its units and an interpretation.',
      groups: [
        {
          id: 'chemical',
          icon: 'science',
          title: 'Chemical and Electrochemical',
          description: 'Nutrient supply, acidity, salinity and how well the soil holds nutrients.',
          items: [
            {
              name: 'Macronutrients',
              detail: 'Nitrate nitrogen, phosphorus, potassium and sulphur',
            },
            {
              name: 'Micronutrients',
              detail: 'Zinc, copper, manganese, iron, boron and chloride',
            },
            { name: 'pH', detail: 'Soil acidity or alkalinity and nutrient availability' },
            { name: 'Buffer pH', detail: 'How much lime an acidic soil needs' },
            { name: 'EC', detail: 'Electrical conductivity: soluble salts and salinity' },
            { name: 'SAR', detail: 'Sodium adsorption ratio: sodicity and crusting risk' },
            { name: 'CEC', detail: 'Cation exchange capacity: the soil’s nutrient-holding power' },
            {
              name: 'Base saturation',
              detail: 'Share of CEC held by calcium, magnesium, potassium and sodium',
            },
            {
              name: 'Acid saturation',
              detail: 'Share of CEC held by hydrogen and aluminum',
            },
            { name: 'K:Mg ratio', detail: 'Potassium-to-magnesium balance for uptake' },
          ],
        },
        {
          id: 'biological',
          icon: 'biotech',
          title: 'Biological',
          description: 'Soil health: the living, carbon-rich fraction that drives fertility.',
          items: [
            { name: 'Organic matter', detail: 'Nutrient reserve, structure and water retention' },
            {
              name: 'Total organic carbon',
              detail: 'Carbon stored in the soil, for tracking over time',
            },
            { name: 'Redox', detail: 'Oxidation-reduction potential: aeration and waterlogging' },
            {
              name: 'Soil respiration',
              detail: 'CO₂ released by soil microbes: biological activity',
            },
            { name: 'Fulvic acid', detail: 'Soluble humic fraction that carries micronutrients' },
            { name: 'Humic acid', detail: 'Stable humus that builds structure and CEC' },
          ],
        },
        {
          id: 'physical',
          icon: 'layers',
          title: 'Physical',
          description: 'How the soil holds water and air, and how roots move through it.',
          items: [
            { name: 'Soil texture', detail: 'Sand, silt and clay percentages and texture class' },
            { name: 'Bulk density', detail: 'Compaction and pore space' },
            { name: 'Water holding capacity', detail: 'Plant-available water the soil can store' },
          ],
        },
      ],
    },
    {
      kind: 'feature',
      id: 'benefits',
      eyebrow: 'Key benefits',
      title: 'What a Soil Test Pays Back',
      body: [
        'Fertilizer is one of the largest costs on a prairie farm. A soil test tells you what is already in the field, so every dollar goes where the crop will use it.',
        'Testing the same fields every two to three years also builds a record of how your soils are changing under your rotation and management.',
      ],
      layout: 'stacked',
      pointsTitle: 'With a soil test you can',
      points: [
        'Apply only the nitrogen, phosphorus, potassium and sulphur your crop needs',
        'Spot salinity and sodicity (EC and SAR) before they limit yield',
        'Plan lime on acidic soils from pH and buffer pH',
        'Find micronutrient deficiencies that hold back canola, cereals and pulses',
        'Track organic matter and soil health field by field',
        'Keep records for nutrient management plans and sustainability programs',
      ],
    },
    {
      kind: 'feature',
      id: 'diagnostic',
      eyebrow: 'Soil diagnostic report',
      title: 'When a Field Underperforms',
      body: [
        'A standard fertility test does not always explain why part of a field yields less. Our **soil diagnostic report** compares good and poor areas and combines chemistry, biology and physical properties to find the cause.',
        'Whether it is salinity, compaction, nutrient tie-up or low biological activity, the report sets out what is limiting the crop and what to do about it.',
      ],
      pointsTitle: 'The diagnostic report looks at',
      points: [
        'Nutrient balance and cation ratios, not just nutrient levels',
        'Salinity, sodicity and pH problems',
        'Compaction and water movement',
        'Biological activity and organic matter',
      ],
      actions: [
        page('About the Diagnostic Report', '/soil-diagnostic-report'),
        page('Order a Diagnostic Report', '/contact', 'outlined'),
      ],
    },
    {
      kind: 'feature',
      id: 'report',
      eyebrow: 'Your soil report',
      title: 'Results in 5 Business Days',
      body: [
        'Your report is posted to the client portal **within 5 business days** of your samples reaching the lab. Need it sooner? Rush testing returns results in 24-48 hours.',
        'Each report shows every result with its units, rates it from very low to very high for your crop, and gives fertilizer recommendations you or your agronomist can act on.',
      ],
      pointsTitle: 'Every report includes',
      points: [
        'Results by field and depth, with easy-to-read bar charts',
        'Ratings against crop-specific targets',
        'Nitrogen, phosphorus, potassium and sulphur recommendations',
        'Notes on salinity, pH or other problems we find',
      ],
      actions: [report('View Sample Report', 'soil')],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Ready to Test Your Soil?',
      intro:
        'Take 15-20 cores per field area, mix them and send us about 500 g. Ship it to us, drop it in our 24/7 box, or ask about pickup within 150 km of Edmonton.',
      actions: [
        page('Soil Sampling Instructions', '/soil-sampling-instructions'),
        page('Request Sample Bags', '/request-bags', 'outlined'),
        page('Ship Your Sample', '/ship-sample', 'outlined'),
        ALL_SERVICES,
      ],
    },
  ],
};

const plantTissueTesting: ServicePageContent = {
  hero: {
    eyebrow: 'SAP and dry tissue analysis',
    lead: 'SAP and dry tissue analysis that shows what your crop is taking up right now, with results **within 24 hours, 7 days a week** through the growing season.',
    facts: ['24 hour turnaround', '7 days a week', 'Growing season'],
    actions: [
      portal('SAP Analysis Login'),
      portal('Dry Tissue Analysis Login', 'outlined'),
      report('View Sample Report', 'plantTissue', 'outlined'),
    ],
    note: 'Both logins open our secure client portal in a new tab.',
  },
  sections: [
    {
      kind: 'feature',
      id: 'quick-turnaround',
      eyebrow: 'Quick turnaround',
      title: 'Answers While the Crop Can Still Respond',
      body: [
        'In-season decisions cannot wait a week. Tissue samples are processed the day they arrive, and results are posted to the client portal **within 24 hours, weekends included**.',
        'That leaves time to correct a deficiency with a foliar or top-dress application before it costs yield.',
      ],
      pointsTitle: 'Quick results let you',
      points: [
        'Confirm a suspected deficiency before you spray',
        'Fine-tune in-season nitrogen, sulphur and micronutrients',
        'Compare good and poor areas of a field side by side',
        'Track nutrient status through the season with repeat samples',
      ],
      facts: [
        { value: '24 h', label: 'From arrival to results' },
        { value: '7 days', label: 'A week, all growing season' },
        { value: '20-30', label: 'Plants per sample' },
      ],
    },
    {
      kind: 'tiles',
      id: 'tests',
      eyebrow: 'Our tissue tests',
      title: 'Choose Your Analysis',
      tiles: [
        {
          icon: 'opacity',
          title: 'SAP Analysis',
          text: 'Measures the nutrients in sap pressed from fresh leaves: what the plant is moving right now. Comparing new and old leaves shows a developing shortage before symptoms appear.',
          action: portal('Order SAP Analysis', 'outlined'),
        },
        {
          icon: 'grass',
          title: 'Single Dry Tissue',
          text: COMING_SOON,
          comingSoon: true,
        },
        {
          icon: 'compare',
          title: 'Dual Tissue',
          text: COMING_SOON,
          comingSoon: true,
        },
      ],
    },
    {
      kind: 'links',
      id: 'sampling',
      eyebrow: 'Sampling instructions',
      title: 'Take a Sample That Tells the Truth',
      intro:
        'Collect 20-30 plants at the right growth stage, keep them in a paper bag, and get them to us within 24 hours. Follow the guide for your crop:',
      links: [
        {
          icon: 'agriculture',
          title: 'Potato',
          text: 'Youngest fully expanded leaves, at tuber initiation to early bulking.',
          to: cropPath('potato'),
        },
        {
          icon: 'spa',
          title: 'Alfalfa',
          text: 'Top 6 inches of stem with leaves, just before first bloom.',
          to: cropPath('alfalfa'),
        },
        {
          icon: 'grain',
          title: 'Cereal',
          text: 'Wheat, barley and oats: the newest fully developed leaf, tillering to early heading.',
          to: cropPath('cereal'),
        },
        {
          icon: 'grass',
          title: 'Corn',
          text: 'Youngest mature leaf collar before tassel; the ear leaf at tasseling.',
          to: cropPath('corn'),
        },
        {
          icon: 'flower',
          title: 'Peas',
          text: 'Top fully expanded leaves and petioles, at early flowering.',
          to: cropPath('peas'),
        },
        {
          icon: 'menu-book',
          title: 'All Crops',
          text: 'General tissue sampling guidelines and the full crop index.',
          to: '/sampling/plant-tissue-instructions',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Ready to Sample?',
      intro:
        'Read the sample instructions before you head to the field, and order free sample bags so your samples arrive in good shape.',
      actions: [
        page('Plant Tissue Sample Instructions', '/plant-tissue-sample-instructions'),
        page('Request Sample Bags', '/request-bags', 'outlined'),
      ],
    },
  ],
};

const waterAnalysis: ServicePageContent = {
  hero: {
    eyebrow: 'Irrigation and livestock water',
    lead: 'Know what is in your **irrigation and livestock water** before it reaches your crops or your herd: salinity, hardness, nutrients and contaminants, reported in 3-5 days.',
    facts: ['Wells, dugouts and rivers', 'Results in 3-5 days'],
    actions: [
      portal('Get Water Analysis'),
      page('Request Sample Bottles', '/request-bags', 'outlined'),
    ],
    note: PORTAL_NOTE,
  },
  sections: [
    {
      kind: 'tiles',
      id: 'parameters',
      eyebrow: 'Testing parameters',
      title: 'What We Test in Your Water',
      columns: 4,
      tiles: [
        {
          icon: 'water',
          title: 'Salinity and Hardness',
          text: 'Total dissolved solids, EC, SAR, calcium, magnesium and hardness: the salts that stress crops and scale equipment.',
        },
        {
          icon: 'science',
          title: 'Nutrient Content',
          text: 'Nitrate, phosphate, potassium and sulphate, so nutrients in irrigation water count toward your fertilizer plan.',
        },
        {
          icon: 'shield',
          title: 'Contaminant Detection',
          text: 'Nitrate-nitrite, sulphate, iron, manganese and other elements at levels that harm livestock or plug lines.',
        },
        {
          icon: 'tune',
          title: 'Farm-Specific Analysis',
          text: 'Packages for irrigation, livestock watering and spray water, interpreted against the guidelines for your use.',
        },
      ],
    },
    {
      kind: 'tiles',
      id: 'uses',
      eyebrow: 'Irrigation and livestock',
      title: 'One Sample, Interpreted for Your Use',
      intro:
        'The same water can be fine for cattle and poor for irrigation, or the other way around. We report against the guideline that matters for how you use it.',
      columns: 2,
      tiles: [
        {
          icon: 'agriculture',
          title: 'Irrigation Water',
          text: 'Protect your soil and crop from salt and sodium build-up.',
          points: [
            'Salinity and sodium hazard ratings for crops and soil',
            'Bicarbonate, chloride and boron levels',
            'Suitability for sprinkler and pivot systems',
            'Water quality for mixing herbicides and other sprays',
          ],
        },
        {
          icon: 'pets',
          title: 'Livestock Water',
          text: 'Make sure your water supports intake, health and weight gain.',
          points: [
            'Total dissolved solids and sulphate against livestock limits',
            'Nitrate and nitrite, a risk in dugouts after dry years',
            'Hardness, iron and manganese that affect palatability',
            'Seasonal re-testing of dugouts and shallow wells',
          ],
        },
      ],
    },
    {
      kind: 'feature',
      id: 'sampling',
      eyebrow: 'Sampling',
      title: 'How to Sample Water',
      body: [
        `Use our clean sample bottles: other containers can add or remove what we are measuring. Request them free of charge and we send them within ${REQUEST_PROMISES.containerProcessing}.`,
        'When you submit, tell us whether the water is for **irrigation, livestock or spraying**, so we run the right package and interpret it against the right guideline.',
      ],
      actions: [page('Request Sample Bottles', '/request-bags')],
      pointsTitle: 'For a reliable sample',
      points: [
        'Let a well or tap run for 5 minutes before you fill the bottle',
        'Sample dugouts and rivers away from the edge, below the surface',
        'Fill to the shoulder of the bottle and cap it tightly',
        'Keep it cool and get it to us within 24 hours',
      ],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Test Your Water This Season',
      intro:
        'Order sample bottles, then submit your samples through the client portal. Standard results in 3-5 days; rush in 24-48 hours.',
      actions: [page('Request Sample Bottles', '/request-bags'), ALL_SERVICES],
    },
  ],
};

const fertilizerTesting: ServicePageContent = {
  hero: {
    eyebrow: 'Fertilizer, gypsum, lime and blends',
    lead: 'Confirm that what you spread is what you paid for. We verify the nutrient content of **fertilizers, gypsum, lime and custom blends** in 3-5 days.',
    facts: ['Guaranteed analysis checks', 'Results in 3-5 days'],
    actions: [
      portal('Get Fertilizer Testing'),
      page('Request Sample Bags', '/request-bags', 'outlined'),
    ],
    note: PORTAL_NOTE,
  },
  sections: [
    {
      kind: 'tiles',
      id: 'value',
      eyebrow: 'Value and benefits',
      title: 'Why Test Your Fertilizer',
      columns: 4,
      tiles: [
        {
          icon: 'savings',
          title: 'Cost Savings',
          text: 'A product short on nutrients costs you twice: in the price you paid and the yield you lose. Testing catches it before it is in the ground.',
        },
        {
          icon: 'fact-check',
          title: 'Nutrient Verification',
          text: 'Check nitrogen, phosphate, potash, sulphur and micronutrients against the guaranteed analysis on the tag or invoice.',
        },
        {
          icon: 'tune',
          title: 'Blend Accuracy',
          text: 'Confirm a custom blend matches its prescription, and that it has not separated in handling or storage.',
        },
        {
          icon: 'trending-up',
          title: 'Yield Optimization',
          text: 'Put the rate your soil test called for on the field, so the crop gets the nutrients the plan was built on.',
        },
      ],
    },
    {
      kind: 'tiles',
      id: 'products',
      eyebrow: 'What we test',
      title: 'Products We Analyze',
      columns: 4,
      tiles: [
        {
          icon: 'grain',
          title: 'Fertilizers',
          text: 'Granular, liquid and dry-blended products: N, P₂O₅, K₂O, sulphur and micronutrients.',
        },
        {
          icon: 'layers',
          title: 'Gypsum',
          text: 'Calcium and sulphate content, purity and moisture, for sodic soils and sulphur supply.',
        },
        {
          icon: 'landscape',
          title: 'Lime',
          text: 'Calcium carbonate equivalent, neutralizing value and fineness, to set the right rate on acidic soils.',
        },
        {
          icon: 'scale',
          title: 'Blends',
          text: 'Custom and retail blends checked against their prescription, with sampling guidance for ag retailers.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Send Us a Sample',
      intro:
        'Request sample bags, take a composite sample from several points in the load or bin, and submit it through the client portal.',
      actions: [page('Request Sample Bags', '/request-bags'), ALL_SERVICES],
    },
  ],
};

const feedAnalysis: ServicePageContent = {
  hero: {
    eyebrow: 'Forage and feed nutrition',
    lead: 'Balance rations with measured values, not book values. Protein, energy, fibre, minerals and nitrate for **hay, silage, greenfeed, grain and complete feeds**, in 3-5 days.',
    facts: ['Hay, silage and grain', 'Results in 3-5 days', 'Rush 24-48 hours'],
    actions: [portal('Get Feed Analysis')],
    note: PORTAL_NOTE,
  },
  sections: [
    {
      kind: 'tiles',
      id: 'analysis',
      eyebrow: 'What we measure',
      title: 'Feed Analysis Parameters',
      tiles: [
        {
          icon: 'science',
          title: 'Protein',
          text: 'Crude protein, the first number every ration is built on.',
        },
        {
          icon: 'speed',
          title: 'Energy and Fibre',
          text: 'ADF, NDF and the TDN and net energy values calculated from them.',
        },
        {
          icon: 'insights',
          title: 'Minerals',
          text: 'Calcium, phosphorus, magnesium, potassium, sodium and trace minerals.',
        },
        {
          icon: 'opacity',
          title: 'Moisture',
          text: 'Dry matter, so you feed and buy on the same basis, and know if bales are safe to store.',
        },
        {
          icon: 'health',
          title: 'Nitrate',
          text: 'Nitrate in cereal greenfeed and drought-stressed forage before it reaches the bunk.',
        },
        {
          icon: 'compare',
          title: 'Ration Comparison',
          text: 'Results reported on an as-fed and dry matter basis, ready for your ration software.',
        },
      ],
    },
    {
      kind: 'tiles',
      id: 'who-we-serve',
      eyebrow: 'Who we serve',
      title: 'Feed Testing for Everyone in the Feed Chain',
      columns: 4,
      tiles: [
        {
          icon: 'agriculture',
          title: 'Livestock Producers',
          text: 'Cow-calf, feedlot, dairy and sheep operations testing their own hay, silage and grain to feed for condition and gain.',
        },
        {
          icon: 'person',
          title: 'Nutritionists',
          text: 'Fast, consistent numbers to formulate rations and check them through the feeding season.',
        },
        {
          icon: 'factory',
          title: 'Feed Manufacturers',
          text: 'Incoming ingredient checks and finished feed verification against label guarantees.',
        },
        {
          icon: 'health',
          title: 'Feeding Problem Prevention',
          text: 'Catch nitrate toxicity, mineral imbalances and low-quality forage before they cause sick animals or lost production.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Know What You Are Feeding',
      intro:
        'Core 10-20 bales per lot, or sample silage across the face, and submit through the client portal. Standard results in 3-5 days.',
      actions: [portal('Get Feed Analysis'), ALL_SERVICES],
    },
  ],
};

const manureTesting: ServicePageContent = {
  hero: {
    eyebrow: 'Solid and liquid manure',
    lead: 'Turn manure into a measured input. We analyze **nitrogen, phosphorus, potassium, sulphur and solids** in solid and liquid manure, so you can set application rates with confidence.',
    facts: ['Solid and liquid', 'Results in 3-5 days'],
    actions: [portal('Request Manure Testing')],
    note: PORTAL_NOTE,
  },
  sections: [
    {
      kind: 'tiles',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Why Test Your Manure',
      columns: 4,
      tiles: [
        {
          icon: 'tune',
          title: 'Accurate Application Rates',
          text: 'Nutrient content varies between barns, storages and seasons. A test sets the rate from your manure, not a table average.',
        },
        {
          icon: 'savings',
          title: 'Lower Fertilizer Costs',
          text: 'Credit the nitrogen, phosphorus and potassium in manure and buy only the commercial fertilizer you still need.',
        },
        {
          icon: 'shield',
          title: 'Protect Soil and Water',
          text: 'Avoid building up phosphorus and nitrate where they can reach groundwater, creeks and dugouts.',
        },
        {
          icon: 'description',
          title: 'Records and Planning',
          text: 'Documented analyses for nutrient management plans and the application records regulators expect.',
        },
      ],
    },
    {
      kind: 'feature',
      id: 'analysis',
      eyebrow: 'What we measure',
      title: 'A Complete Nutrient Picture',
      body: [
        'Our manure package reports nutrients on an as-received and dry matter basis, with the available nitrogen you can credit in the first year.',
        'For the most representative sample, combine 10-20 sub-samples from across the pile, or agitate liquid storage before you sample. Keep samples cool and ship them early in the week.',
      ],
      pointsTitle: 'The manure package includes',
      points: SAMPLE_TYPE_TESTS.manure,
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Plan Your Next Application',
      intro: 'Submit your manure samples through the client portal and get results in 3-5 days.',
      actions: [portal('Request Manure Testing'), ALL_SERVICES],
    },
  ],
};

const humicSubstancesAnalysis: ServicePageContent = {
  hero: {
    eyebrow: 'Amendments and products',
    lead: 'Independent verification of **humic and fulvic acid** content in soil amendments, liquid concentrates and granular products, for the companies that make them and the growers who buy them.',
    facts: ['Humic and fulvic acids', 'Liquids and granulars', 'Results in 3-5 days'],
    actions: [portal('Request Humic Analysis')],
    note: PORTAL_NOTE,
  },
  sections: [
    {
      kind: 'tiles',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Why Test Humic Products',
      columns: 4,
      tiles: [
        {
          icon: 'fact-check',
          title: 'Verify Label Claims',
          text: 'Check that humic and fulvic acid content matches what the label and the price promise.',
        },
        {
          icon: 'compare',
          title: 'Compare Products',
          text: 'Put competing products on the same basis before you choose which one to apply.',
        },
        {
          icon: 'factory',
          title: 'Quality Control',
          text: 'Batch-to-batch testing for manufacturers and distributors of humate products.',
        },
        {
          icon: 'spa',
          title: 'Soil Health Insight',
          text: 'Pair product results with soil humic and fulvic acid tests to follow changes in your fields.',
        },
      ],
    },
    {
      kind: 'feature',
      id: 'analysis',
      eyebrow: 'What we measure',
      title: 'Humic and Fulvic Acid Content',
      body: [
        'We separate humic and fulvic acids by their solubility in alkali and acid, and report each as a percentage of the product on an as-received and dry basis.',
        'Tell us the product type and its **label claim** when you submit, so your report sets our result beside the guarantee.',
      ],
      pointsTitle: 'The humic package reports',
      points: SAMPLE_TYPE_TESTS.humic,
    },
    {
      kind: 'tiles',
      id: 'clients',
      eyebrow: 'Who uses it',
      title: 'Built for Makers, Sellers and Growers',
      tiles: [
        {
          icon: 'factory',
          title: 'Manufacturers',
          text: 'Certificates of analysis for product registration, labels and customers.',
        },
        {
          icon: 'storefront',
          title: 'Ag Retailers',
          text: 'Confidence in the products on your shelf and the claims you make for them.',
        },
        {
          icon: 'agriculture',
          title: 'Growers and Agronomists',
          text: 'An independent answer before you spend on a soil amendment.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Request a Humic Substances Analysis',
      intro:
        'Submit your product samples through the client portal. We report humic acid, fulvic acid and moisture in 3-5 days.',
      actions: [portal('Request Humic Analysis'), ALL_SERVICES],
    },
  ],
};

/**
 * How each service's samples are taken, for the second step of How to order: a line of
 * advice and the guide to follow. Soil, plant tissue and water have guides of their own
 * (water's is a section of its page); for the others the site has none, so the step
 * gives the advice their pages already give and offers to explain the rest.
 */
const SAMPLING: Readonly<Record<ServiceId, { text: string; guide: Action }>> = {
  'soil-testing': {
    text: 'Take 15-20 cores per field area at 0-6 inches, mix them and keep about 500\u00a0g.',
    guide: page('Soil Sampling Instructions', '/soil-sampling-instructions'),
  },
  'plant-tissue-testing': {
    text: 'Collect 20-30 plants at the growth stage your crop’s guide gives, in a paper bag, never plastic.',
    guide: page('Plant Tissue Sampling Instructions', '/sampling/plant-tissue-instructions'),
  },
  'water-analysis': {
    text: 'Fill one of our clean bottles to the shoulder, cap it tightly and keep it cool.',
    guide: page('How to Sample Water', '/services/water-analysis#sampling'),
  },
  'fertilizer-testing': {
    text: 'Take a composite sample from several points in the load or bin.',
    guide: page('Ask Us How to Sample', '/contact'),
  },
  'feed-analysis': {
    text: 'Core 10-20 bales per lot, or sample silage across the face.',
    guide: page('Ask Us How to Sample', '/contact'),
  },
  'manure-testing': {
    text: 'Combine 10-20 sub-samples from across the pile, or agitate liquid storage before you sample, and keep the sample cool.',
    guide: page('Ask Us How to Sample', '/contact'),
  },
  'humic-substances-analysis': {
    text: 'Send a sample of the product and note its type and label claim.',
    guide: page('Ask Us How to Sample', '/contact'),
  },
};

/**
 * How to order a test, written once for every service page: containers, sampling (the
 * service's own advice and guide), the submission form, shipping or drop-off, results.
 */
export function howToOrder(serviceId: ServiceId): OrderSection {
  const sampling = SAMPLING[serviceId];
  return {
    kind: 'order',
    id: 'how-to-order',
    eyebrow: 'How to order',
    title: 'Get Your Test in Five Steps',
    steps: [
      {
        title: 'Get sample containers',
        text: `Order free sample bags or bottles. We send them within ${REQUEST_PROMISES.containerProcessing}.`,
        action: page('Request Sample Containers', '/request-bags'),
      },
      { title: 'Take your sample', text: sampling.text, action: sampling.guide },
      { title: 'Fill in the submission form', text: SUBMISSION_FORM.text },
      {
        title: 'Ship it or drop it off',
        text: `Ship with a prepaid ${SITE.courier} label, or bring it to ${SITE.address.lines[0]}, ${SITE.address.locality}. ${SITE.hours.sampleDropoff}.`,
        action: page('Ship Your Sample', '/ship-sample'),
      },
      {
        title: 'Get your results',
        text: 'We post your results to the client portal.',
        action: portal('Open the Client Portal'),
      },
    ],
  };
}

/**
 * A service page's sections as shown: its own, with How to order before the closing call
 * to action (or last, on a page without one).
 */
export function servicePageSections(serviceId: ServiceId): readonly ServiceSection[] {
  const { sections } = SERVICE_PAGES[serviceId];
  const closing = sections.at(-1)?.kind === 'cta' ? sections.length - 1 : sections.length;
  return [...sections.slice(0, closing), howToOrder(serviceId), ...sections.slice(closing)];
}

/** One page per service: the layout in pages/service-page.tsx renders any of them. */
export const SERVICE_PAGES: Readonly<Record<ServiceId, ServicePageContent>> = {
  'soil-testing': soilTesting,
  'plant-tissue-testing': plantTissueTesting,
  'water-analysis': waterAnalysis,
  'fertilizer-testing': fertilizerTesting,
  'feed-analysis': feedAnalysis,
  'manure-testing': manureTesting,
  'humic-substances-analysis': humicSubstancesAnalysis,
};

/** The /services page around its grid of cards. */
export const SERVICES_PAGE: ServicesPageContent = {
  hero: {
    eyebrow: 'Our services',
    title: 'Laboratory Testing Services',
    lead: `Seven accredited testing services for farms, agronomists, livestock producers and ag retailers across Alberta and Saskatchewan. Accredited to ${ACCREDITATION}.`,
  },
  grid: {
    title: 'Choose a Service',
    intro:
      'Standard results in 3-5 days, rush results in 24-48 hours, and plant tissue results in 24 hours, 7 days a week.',
  },
  custom: {
    title: 'Need a Custom Analysis?',
    text: 'Research plots, reclamation sites and problem fields often need more than a standard package. Tell us what you are trying to find out.',
    action: page('Talk to Our Team', '/contact'),
  },
  steps: {
    eyebrow: 'How it works',
    title: 'From Sample to Results',
    items: [
      {
        icon: 'event',
        title: 'Request Containers',
        text: `Order free sample bags and bottles; we send them within ${REQUEST_PROMISES.containerProcessing}.`,
      },
      {
        icon: 'grass',
        title: 'Take Your Sample',
        text: 'Follow our sampling instructions so the sample represents your field, feed or water.',
      },
      {
        icon: 'shipping',
        title: 'Send It to Us',
        text: 'Ship by courier with a prepaid label, use our 24/7 drop box, or book a pickup within 150 km of Edmonton.',
      },
      {
        icon: 'description',
        title: 'Get Your Results',
        text: 'Results in 3-5 days, or 24-48 hours with rush, posted to the client portal.',
      },
    ],
  },
};
