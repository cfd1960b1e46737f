/**
 * How every API handler is built and run as a Lambda function, written once: the CDK
 * construct (`infra/src/constructs/api-function.ts`) deploys with these, the handlers size
 * their AWS call timeouts against the timeout, and the start-up benchmark
 * (`functions/bench/startup.ts`) bundles with exactly these esbuild options.
 * `infra/test/bundling.test.ts` checks that esbuild given these options writes the same
 * bytes as the CDK's own bundling. Plain values only: shared imports nothing but zod.
 */

/** Seconds a deployed API function may run before Lambda stops it. */
export const LAMBDA_TIMEOUT_SECONDS = 10;

/**
 * Seconds a streamed route's function (the CSV export) may run: it writes a whole table
 * page by page, which takes longer than any one API answer as the table grows (the
 * benchmark's 10,000-record export is in bench/results/api.md).
 */
export const STREAMED_TIMEOUT_SECONDS = 300;

/** The esbuild options (its JS API's names) that `NodejsFunction` bundles a handler with. */
export interface LambdaBundleOptions {
  readonly bundle: true;
  readonly platform: 'node';
  readonly format: 'esm';
  /** esbuild's name for the Lambda runtime's Node version. */
  readonly target: string;
  readonly minify: boolean;
  /** An external `index.mjs.map` beside the bundle, linked from its last line. */
  readonly sourcemap: boolean;
  readonly mainFields: string[];
  /**
   * Packages left out of the bundle, for the runtime to provide. None: the AWS SDK is bundled
   * too, at the version in package-lock.json that the tests ran with, rather than taken from
   * the Lambda runtime, whose SDK changes under a deployed function without a deploy
   * (start-up cost measured in bench/results/startup.md).
   */
  readonly external: string[];
  readonly banner: { js: string };
}

export const LAMBDA_BUNDLE_OPTIONS: LambdaBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  minify: true,
  sourcemap: true,
  mainFields: ['module', 'main'],
  external: [],
  // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};

/** The file name `NodejsFunction` gives an ESM bundle (and `<name>.map` its source map). */
export const LAMBDA_BUNDLE_FILE = 'index.mjs';
