import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@lab/shared/api/routes';
import { MAIL_JOBS } from '@lab/shared/data/mail-jobs';
import { LAMBDA_BUNDLE_FILE, LAMBDA_BUNDLE_OPTIONS } from '@lab/shared/lambda/function-defaults';
import { PURGE_HANDLER } from '../src/constructs/retention';
import { synth, type Synthesized } from './synth';

/**
 * Each function ships the AWS SDK it was tested with (about 350 KB of each bundle):
 * bench/results/startup.md measures what that costs at start-up.
 */
const BUDGET_BYTES = 700 * 1024;
/**
 * The two routes that draw a request's label and submission form carry a PDF writer
 * (pdf-lib, with its standard fonts) and a barcode encoder (bwip-js's Code 128 alone):
 * about 1.1 MB. Their own, higher budget, so that no other function picks them up and
 * they do not grow unseen. A requester waits on them once per print, not per page.
 */
const PDF_BUDGET_BYTES = 1200 * 1024;
const PDF_ROUTES = ['get-document', 'get-record-document'];
/** What only a bundle with the PDF writer holds. */
const drawsPdf = (code: string) => code.includes('PDFDocument');
/**
 * An import of a package that only the Lambda runtime would provide, as esbuild writes one
 * (the SDK's own error messages quote such imports in square brackets: not matched).
 */
const RUNTIME_SDK_IMPORT =
  /(?<![[\w])(?:from\s*|import\s*\(\s*|require\s*\(\s*)["']@(?:aws-sdk|smithy)\//;
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every function's entry, under `functions/src/`: the API routes', the scheduled job's and the mail jobs'. */
const ENTRIES = [
  ...API_ROUTES.map(({ handler }) => `api/${handler}`),
  `jobs/${PURGE_HANDLER}`,
  `jobs/${MAIL_JOBS.worker.handler}`,
  `jobs/${MAIL_JOBS.feedback.handler}`,
];

describe('a real bundling synth', () => {
  let bundles: Synthesized['bundles'];

  beforeAll(() => {
    const synthesized = synth({}, { bundle: true });
    expect(synthesized.violations).toEqual([]);
    bundles = synthesized.bundles;
  });

  it('bundles every handler with esbuild, each under 700 KB minified but the two that draw PDFs, under 1,200 KB', () => {
    expect(bundles).toHaveLength(ENTRIES.length);
    expect(PDF_ROUTES.every((handler) => ENTRIES.includes(`api/${handler}`))).toBe(true);
    expect(bundles.filter((bundle) => drawsPdf(bundle.code))).toHaveLength(PDF_ROUTES.length);
    for (const bundle of bundles) {
      console.log(`${bundle.path}: ${(bundle.bytes / 1024).toFixed(1)} KB`);
      expect(bundle.bytes).toBeLessThanOrEqual(
        drawsPdf(bundle.code) ? PDF_BUDGET_BYTES : BUDGET_BYTES,
      );
    }
  });

  // The runtime's SDK changes under a deployed function without a deploy: a bundle that
  // imported it would run an SDK no test ran.
  it('bundles the AWS SDK into every function instead of importing the runtime’s', () => {
    expect(LAMBDA_BUNDLE_OPTIONS.external).toEqual([]);
    for (const bundle of bundles) {
      expect(bundle.code, bundle.path).not.toMatch(RUNTIME_SDK_IMPORT);
    }
    expect('import{x}from"@aws-sdk/client-dynamodb"').toMatch(RUNTIME_SDK_IMPORT);
    expect('a=await import("@smithy/core")').toMatch(RUNTIME_SDK_IMPORT);
    expect('calling [require("@aws-sdk/signature-v4-crt");]').not.toMatch(RUNTIME_SDK_IMPORT);
  });

  // The start-up benchmark (functions/bench/startup.ts) bundles with the shared options
  // instead of running the CDK: its figures hold only while both give the same bytes.
  it('writes the same bundles as esbuild given the shared options', async () => {
    const hashes = await Promise.all(
      ENTRIES.map(async (entry) => {
        const result = await build({
          ...LAMBDA_BUNDLE_OPTIONS,
          entryPoints: [`${REPO_ROOT}functions/src/${entry}/handler.ts`],
          outfile: `${REPO_ROOT}node_modules/.cache/bundling-test/${entry}/${LAMBDA_BUNDLE_FILE}`,
          absWorkingDir: REPO_ROOT,
          write: false,
          logLevel: 'silent',
        });
        const code = result.outputFiles.find((file) => file.path.endsWith(LAMBDA_BUNDLE_FILE));
        return createHash('sha256')
          .update(code?.contents ?? new Uint8Array())
          .digest('hex');
      }),
    );
    expect(hashes.sort()).toEqual(bundles.map((bundle) => bundle.sha256).sort());
  });
});
