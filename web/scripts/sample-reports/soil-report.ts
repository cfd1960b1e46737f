/**
 * The sample soil report. The figures are invented but consistent with each other:
 * ratings follow from the ranges, base saturation from the cations and the CEC.
 */
import { clientBox, closeReport } from './common-sections';
import { createReport } from './layout';
import { FERTILITY, fixed, HAZARD, ppm } from './ratings';
import { resultsTable, table } from './tables';

const CATIONS = { ca: 3000, mg: 520, k: 245, na: 22 };
const CEC = 24.1;
/** ppm per meq/100 g: equivalent weight x 10. */
const MEQ_PPM = { ca: 200.4, mg: 121.5, k: 391, na: 230 };

const perAcre = { perAcre: true };
const oneDecimal = { decimals: 1 };

/** The bytes of the sample soil report. */
export async function soilReport(): Promise<Uint8Array> {
  const report = await createReport({
    sampleType: 'soil',
    subtitle: 'Standard fertility package with salinity, cation balance and texture',
    reportNo: 'S25-04127',
    reported: new Date('2025-05-13T16:00:00Z'),
    dates: { sampled: 'May 2, 2025', received: 'May 6, 2025', reported: 'May 13, 2025' },
  });

  report.infoBoxes([
    clientBox(
      { farm: 'Example Farms Ltd.', location: 'Parkland County, AB', account: 'PAL-10482' },
      ['Soil zone', 'Black Chernozem'],
    ),
    {
      title: 'Sample',
      rows: [
        ['Sample ID', 'NQ-1 (Lab No. S25-04127-01)'],
        ['Field', 'North Quarter, 152 ac'],
        ['Legal land location', 'NW-12-52-25-W4'],
        ['Depth', '0-6 in (0-15 cm), 18 cores'],
        ['Crop to be grown', 'Canola, target 45 bu/ac'],
        ['Previous crop', 'Spring wheat'],
      ],
    },
  ]);

  report.heading('1. Nutrients', 'ppm = mg/kg dry soil; lb/ac for the 0-6 in layer');
  resultsTable(report, FERTILITY, [
    ppm('Nitrate-N (NO3-N)', 14, [15, 25, 40], perAcre),
    ppm('Phosphorus (P)', 18, [10, 20, 40], perAcre),
    ppm('Potassium (K)', CATIONS.k, [100, 150, 350], perAcre),
    ppm('Sulphate-S (SO4-S)', 8, [5, 10, 20], perAcre),
    ppm('Calcium (Ca)', CATIONS.ca, [500, 1000, 4000]),
    ppm('Magnesium (Mg)', CATIONS.mg, [60, 120, 600]),
    ppm('Zinc (Zn)', 1.6, [0.5, 1, 3], oneDecimal),
    ppm('Copper (Cu)', 1.1, [0.4, 0.6, 2], oneDecimal),
    ppm('Manganese (Mn)', 18, [1, 4, 50]),
    ppm('Iron (Fe)', 86, [2.5, 4.5, 100]),
    ppm('Boron (B)', 0.9, [0.5, 1, 2], oneDecimal),
    ppm('Chloride (Cl)', 12, [4, 8, 30], perAcre),
  ]);

  report.heading('2. Soil Reaction and Organic Matter');
  resultsTable(report, FERTILITY, [
    {
      analyte: 'pH (1:2 water)',
      value: 6.4,
      decimals: 1,
      units: 'pH units',
      limits: [5.5, 6, 7.5],
    },
    { analyte: 'Organic matter', value: 7.8, decimals: 1, units: '%', limits: [2, 4, 10] },
    {
      analyte: 'Cation exchange capacity',
      value: CEC,
      decimals: 1,
      units: 'meq/100g',
      limits: [10, 15, 40],
    },
  ]);

  report.heading('3. Salinity and Sodicity');
  const sodium = (CATIONS.na / MEQ_PPM.na / CEC) * 100;
  resultsTable(report, HAZARD, [
    {
      analyte: 'Electrical conductivity',
      value: 0.45,
      decimals: 2,
      units: 'dS/m',
      limits: [2, 4, 8],
    },
    {
      analyte: 'Sodium adsorption ratio',
      value: 0.6,
      decimals: 1,
      units: 'SAR',
      limits: [4, 8, 12],
    },
    {
      analyte: 'Exch. sodium percentage',
      value: sodium,
      decimals: 1,
      units: '% of CEC',
      limits: [5, 10, 15],
    },
    ppm('Sodium (Na)', CATIONS.na, [150, 300, 600]),
  ]);

  report.heading('4. Cation Balance (Base Saturation)', `CEC ${CEC} meq/100g, by summation`);
  const meq = {
    ca: CATIONS.ca / MEQ_PPM.ca,
    mg: CATIONS.mg / MEQ_PPM.mg,
    k: CATIONS.k / MEQ_PPM.k,
    na: CATIONS.na / MEQ_PPM.na,
  };
  const bases = meq.ca + meq.mg + meq.k + meq.na;
  const share = (value: number) => `${fixed((value / CEC) * 100, 1)} %`;
  const cation = (name: string, value: number, typical: string) => [
    name,
    fixed(value, 2),
    share(value),
    typical,
  ];
  table(
    report,
    [
      { label: 'Cation', width: 170 },
      { label: 'meq/100g', width: 90, align: 'right' },
      { label: 'Saturation', width: 90, align: 'right' },
      { label: 'Typical range', width: 178 },
    ],
    [
      cation('Calcium (Ca)', meq.ca, '60 – 75 %'),
      cation('Magnesium (Mg)', meq.mg, '10 – 20 %'),
      cation('Potassium (K)', meq.k, '2 – 5 %'),
      cation('Sodium (Na)', meq.na, '< 5 %'),
      cation('Hydrogen + aluminum (acidity)', CEC - bases, '< 20 %'),
      cation('Total base saturation', bases, '> 80 %'),
      [
        'Ca:Mg ratio  |  K:Mg ratio',
        '',
        `${fixed(meq.ca / meq.mg, 1)}  |  ${fixed(meq.k / meq.mg, 2)}`,
        'Ca:Mg 3 – 7  |  K:Mg 0.1 – 0.5',
      ],
    ],
  );

  report.heading('5. Texture');
  table(
    report,
    [
      { label: 'Texture class', width: 228 },
      { label: 'Sand', width: 100, align: 'right' },
      { label: 'Silt', width: 100, align: 'right' },
      { label: 'Clay', width: 100, align: 'right' },
    ],
    [['Clay loam (medium-fine)', '32 %', '40 %', '28 %']],
  );

  report.heading('6. Fertilizer Recommendations', 'Canola, 45 bu/ac target, Black soil zone');
  table(
    report,
    [
      { label: 'Nutrient', width: 130 },
      { label: 'Rate, lb/ac', width: 80, align: 'right' },
      { label: 'Placement and timing', width: 318 },
    ],
    [
      [
        'Nitrogen (N)',
        '105',
        'Side-band or mid-row band at seeding; credits 28 lb/ac soil nitrate',
      ],
      ['Phosphate (P2O5)', '35', 'Up to 20 lb/ac with the seed, the rest side-banded'],
      ['Potash (K2O)', '0', 'Soil K is optimum; no potash needed for this crop'],
      ['Sulphur (S)', '20', 'Sulphate form (e.g. ammonium sulphate), at seeding'],
      ['Micronutrients', '0', 'No soil-applied Zn, Cu or B; confirm B with a tissue test'],
    ],
  );

  report.heading('7. Interpretation and Comments');
  report.notes([
    'Nitrate-N is low at 28 lb/ac in the 0-6 in layer. A 45 bu/ac canola crop needs about 135 lb/ac of available N from soil and fertilizer; the rate above credits the nitrate measured. A 6-24 in sample would show any deeper nitrate and could lower the rate.',
    'Phosphorus is medium. Canola removes about 1 lb P2O5 per bushel, so the 35 lb/ac rate maintains soil P. Keep seed-placed phosphate at or below 20 lb/ac to protect emergence.',
    'Sulphate-S is medium and canola is very sensitive to sulphur deficiency. Sulphate levels vary widely within prairie fields (knolls are often much lower), so the 20 lb/ac sulphate-S is recommended even where this composite looks adequate.',
    'pH 6.4, EC 0.45 dS/m and SAR 0.6: no lime is needed, and salinity and sodicity will not limit yield. Organic matter of 7.8 % is typical of Black Chernozemic soils around Edmonton and supplies nitrogen through the season.',
    'Boron is medium. No broadcast boron is recommended; a plant tissue test at bolting will show whether a foliar application would pay.',
  ]);

  return closeReport(
    report,
    {
      scale: FERTILITY,
      meanings: [
        'A yield response to the nutrient is likely',
        'A response is possible: apply for the crop',
        'A response is unlikely: maintain levels',
        'No response expected: reduce or omit',
      ],
    },
    'pH: 1:2 soil:water. EC, SAR: saturated paste extract. Nitrate-N: 2 M KCl extraction, colorimetric. P, K: modified Kelowna extraction. Sulphate-S: 0.01 M CaCl2 extraction, ICP-OES. Ca, Mg, Na: 1 M ammonium acetate, ICP-OES. Zn, Cu, Mn, Fe: DTPA extraction. B: hot water extraction. Cl: water extraction, colorimetric. Organic matter: loss on ignition. CEC: sum of exchangeable cations and acidity. Texture: hydrometer. Interpretation ranges are for the crop to be grown in Alberta and Saskatchewan and may differ from other laboratories.',
  );
}
