/**
 * The sample plant tissue report: a potato crop at tuber initiation, with the trend of
 * the season's earlier samples. The figures are invented but consistent with each other.
 */
import { clientBox, closeReport } from './common-sections';
import { createReport } from './layout';
import { fixed, percent, ppm, SUFFICIENCY } from './ratings';
import { resultsTable, table } from './tables';

/** This sample's N, K, S and Mg (percent): the ratios are computed from them. */
const N = 4.1;
const K = 4.6;
const S = 0.27;
const MG = 0.42;

/** The bytes of the sample plant tissue report. */
export async function plantTissueReport(): Promise<Uint8Array> {
  const report = await createReport({
    sampleType: 'plant tissue',
    subtitle: 'Dry tissue analysis, 24 hour service',
    reportNo: 'P25-11873',
    reported: new Date('2025-07-09T16:05:00Z'),
    dates: {
      sampled: 'Jul 8, 2025, 7:30 AM',
      received: 'Jul 8, 2025, 2:20 PM',
      reported: 'Jul 9, 2025, 10:05 AM',
    },
  });

  report.infoBoxes([
    clientBox(
      { farm: 'Example Potato Co.', location: 'County of Lethbridge, AB', account: 'PAL-20915' },
      ['Irrigation', 'Centre pivot'],
      ['Previous crop', 'Spring wheat'],
    ),
    {
      title: 'Sample',
      rows: [
        ['Sample ID', 'PV3-A (Lab No. P25-11873-01)'],
        ['Field', 'Pivot 3, 128 ac'],
        ['Legal land location', 'NE-07-09-21-W4'],
        ['Crop and variety', 'Potato, Russet Burbank'],
        ['Growth stage', 'Tuber initiation (8 in plants)'],
        ['Plant part', 'Youngest fully expanded leaves'],
        ['Sample size', '35 leaves (leaflets only), 20 plants'],
      ],
    },
  ]);

  report.heading(
    '1. Nutrient Concentrations',
    'Dry weight basis; sufficiency ranges for potato at tuber initiation',
  );
  resultsTable(report, SUFFICIENCY, [
    percent('Nitrogen (N)', N, [3.5, 4.5, 6]),
    percent('Phosphorus (P)', 0.31, [0.2, 0.25, 0.5]),
    percent('Potassium (K)', K, [2.5, 3.5, 6]),
    percent('Sulphur (S)', S, [0.2, 0.25, 0.5]),
    percent('Calcium (Ca)', 0.95, [0.5, 0.6, 2]),
    percent('Magnesium (Mg)', MG, [0.2, 0.25, 0.8]),
    ppm('Zinc (Zn)', 18, [15, 20, 60]),
    ppm('Copper (Cu)', 7.2, [4, 5, 20], { decimals: 1 }),
    ppm('Manganese (Mn)', 64, [20, 30, 250]),
    ppm('Iron (Fe)', 112, [40, 50, 200]),
    ppm('Boron (B)', 31, [20, 25, 60]),
  ]);

  report.heading('2. Nutrient Ratios');
  table(
    report,
    [
      { label: 'Ratio', width: 170 },
      { label: 'Result', width: 90, align: 'right' },
      { label: 'Typical range', width: 110 },
      { label: 'Comment', width: 158 },
    ],
    [
      ['N:S', fixed(N / S, 1), '12 – 20', 'Balanced'],
      ['N:K', fixed(N / K, 2), '0.9 – 1.4', 'N slightly short of K'],
      ['K:Mg', fixed(K / MG, 1), '6 – 15', 'Balanced'],
    ],
  );

  report.heading('3. Season Trend', 'Pivot 3, same sampling point each week');
  table(
    report,
    [
      { label: 'Date sampled', width: 90 },
      { label: 'Growth stage', width: 158 },
      { label: 'N %', width: 56, align: 'right' },
      { label: 'P %', width: 56, align: 'right' },
      { label: 'K %', width: 56, align: 'right' },
      { label: 'S %', width: 56, align: 'right' },
      { label: 'Zn ppm', width: 56, align: 'right' },
    ],
    [
      ['Jun 23, 2025', 'Vegetative (6 in plants)', '5.30', '0.36', '5.10', '0.30', '24'],
      ['Jun 30, 2025', 'Tuber initiation (7 in plants)', '4.70', '0.33', '4.80', '0.28', '20'],
      ['Jul 8, 2025', 'Tuber initiation (8 in plants)', '4.10', '0.31', '4.60', '0.27', '18'],
    ],
  );

  report.heading('4. Interpretation and Recommendations');
  report.notes([
    'Nitrogen is low for tuber initiation and has fallen from 5.3 % to 4.1 % in two weeks as the crop starts to bulk. Apply 30-40 lb/ac N through the pivot within the next week and re-sample the same area to confirm the crop has caught up.',
    'Zinc is low and falling. A foliar zinc application (about 0.25 lb/ac Zn as zinc sulphate or chelate) is worthwhile at this stage; check soil Zn before next season.',
    'Phosphorus, potassium, sulphur, calcium and magnesium are sufficient and the N:S and K:Mg ratios are balanced.',
    'Tissue results show what the crop has taken up at the time of sampling. Read them with the soil test, the crop stage and field conditions; your agronomist can help put them into a plan.',
  ]);

  report.heading('5. Next Sample', 'Due Monday, July 21 or Tuesday, July 22, 2025');
  report.paragraph(
    'Sample early in the week and before 10 AM, from the same area. Take 30-40 of the youngest fully expanded leaves (the 3rd or 4th leaf from the top), leaflets only with no stems or petioles, from 15-25 healthy plants, avoiding field edges and dead spots. Use a paper bag labelled with the field, crop, growth stage and date, and ship the same day; if shipping is delayed refrigerate the sample, never freeze it.',
  );

  return closeReport(
    report,
    {
      scale: SUFFICIENCY,
      meanings: [
        'Yield loss likely: correct as soon as possible',
        'Hidden hunger: the crop is likely to respond',
        'Adequate for this crop and growth stage',
        'Above need: check for excess or foliar residue',
      ],
    },
    'Samples dried at 65 °C and ground to pass a 1 mm sieve. Total N: combustion (Dumas). P, K, S, Ca, Mg, Zn, Cu, Mn, Fe, B: microwave nitric acid digestion, ICP-OES. Sufficiency ranges are for the crop, plant part and growth stage named above; other stages and plant parts have different ranges.',
  );
}
