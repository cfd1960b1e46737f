/**
 * `npm run bench:documents`: how long the printed documents of issue 31 take to make and
 * how large they are (the median of 20 runs each, after a warm-up, on this machine), and
 * the minified size of a Lambda bundle that makes both (esbuild with the options
 * `NodejsFunction` deploys with). Prints the figures and writes bench/results/documents.md
 * and documents.json.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { LAMBDA_BUNDLE_OPTIONS } from '@lab/shared/lambda/function-defaults';
import { shippingLabelPdf } from '../src/lib/documents/shipping-label';
import { submissionFormPdf } from '../src/lib/documents/submission-form';
import { RESOURCE_RECORD, SHIPPING_RECORD } from '../src/lib/documents/test-records';
import { fmt, int, log, writeResults } from './support';

const RUNS = 20;

const DOCUMENTS = {
  'Shipping label, 4 × 6 in': () => shippingLabelPdf(SHIPPING_RECORD, { size: '4x6' }),
  'Shipping label, letter': () => shippingLabelPdf(SHIPPING_RECORD, { size: 'letter' }),
  'Submission form (shipping request, soil)': () => submissionFormPdf(SHIPPING_RECORD),
  'Submission form (container request)': () => submissionFormPdf(RESOURCE_RECORD),
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const DOCUMENTS_DIR = fileURLToPath(new URL('../src/lib/documents/', import.meta.url));
const DOCUMENT_EXPORTS = [
  `export { shippingLabelPdf } from './shipping-label';`,
  `export { submissionFormPdf } from './submission-form';`,
  `export { checkDocumentToken } from './document-token';`,
];
/**
 * A record handler as deployed today (middy, the DynamoDB client, the AWS SDK bundled in),
 * for the size of one that also makes the documents.
 */
const A_RECORD_HANDLER = `export { handler } from '../../api/list-shipping-requests/handler';`;

/** Bytes of a minified bundle of `lines` (module code in the documents folder). */
async function bundleBytes(lines: readonly string[]): Promise<{ bytes: number; gzip: number }> {
  const result = await build({
    ...LAMBDA_BUNDLE_OPTIONS,
    sourcemap: false,
    write: false,
    stdin: { contents: lines.join('\n'), resolveDir: DOCUMENTS_DIR, loader: 'ts' },
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { bytes: code.byteLength, gzip: gzipSync(code).byteLength };
}

const rows: { document: string; medianMs: number; firstMs: number; bytes: number }[] = [];
for (const [document, make] of Object.entries(DOCUMENTS)) {
  const firstStart = performance.now();
  const bytes = (await make()).byteLength;
  const firstMs = performance.now() - firstStart;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await make();
    times.push(performance.now() - start);
  }
  rows.push({ document, medianMs: median(times), firstMs, bytes });
}
const bundle = await bundleBytes(DOCUMENT_EXPORTS);
const handlerAlone = await bundleBytes([A_RECORD_HANDLER]);
const handlerWithDocuments = await bundleBytes([A_RECORD_HANDLER, ...DOCUMENT_EXPORTS]);

const table = [
  '| Document | Median of 20 (ms) | First run (ms) | Size (bytes) |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(
    (row) => `| ${row.document} | ${fmt(row.medianMs)} | ${fmt(row.firstMs)} | ${int(row.bytes)} |`,
  ),
].join('\n');
const markdown = `# Printed documents

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:documents\` (Node ${process.version}).

${table}

Bundles (esbuild with the deployed options, minified, without the source map), in bytes:

| Bundle | Minified | gzip |
| --- | ---: | ---: |
| Both documents and the link token check alone | ${int(bundle.bytes)} | ${int(bundle.gzip)} |
| A record handler today (list-shipping-requests) | ${int(handlerAlone.bytes)} | ${int(handlerAlone.gzip)} |
| The same handler making the documents too | ${int(handlerWithDocuments.bytes)} | ${int(handlerWithDocuments.gzip)} |
`;
log(markdown);
await writeResults('documents', markdown, {
  runs: RUNS,
  documents: rows,
  bundles: { documents: bundle, handlerAlone, handlerWithDocuments },
});
