/**
 * Build step (and dev start-up): writes the sample report PDFs into `web/public/reports`,
 * where Vite serves them in dev and copies them into `dist` on build.
 *
 * Usage: `tsx scripts/sample-reports/main.ts [output directory]`
 */
import { resolve } from 'node:path';
import { writeSampleReports } from './build';

const started = performance.now();
const files = await writeSampleReports(process.argv[2] ? resolve(process.argv[2]) : undefined);
console.log(
  `Wrote ${files.length} sample reports in ${Math.round(performance.now() - started)} ms: ${files.join(', ')}`,
);
