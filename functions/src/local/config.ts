import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { RECEIPT_INTERVAL_MINUTES } from '@lab/shared/constants/mail';
import { DEFAULT_MAIL_FROM, DEFAULT_NOTIFY_TO } from '@lab/shared/lambda/deployment-defaults';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

/** Settings of `npm start` / `npm run dev`, each overridable by environment. */
export const localConfigSchema = z.object({
  PORT: port(3000),
  DYNAMODB_PORT: port(8000),
  COGNITO_PORT: port(9229),
  SES_PORT: port(8005),
  ADMIN_PASSWORD: z.string().min(8).default('LabAdmin-local-1'),
  DATA_DIR: z.string().default(fileURLToPath(new URL('../../../.data', import.meta.url))),
  NOTIFY_TO: z.email().default(DEFAULT_NOTIFY_TO),
  MAIL_FROM: z.email().default(DEFAULT_MAIL_FROM),
  /**
   * How long an address's receipt interval lasts here (its later receipts wait that long
   * for their follow-up): short for the end-to-end tests, which watch a follow-up go. In
   * AWS it is always RECEIPT_INTERVAL_MINUTES.
   */
  RECEIPT_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(RECEIPT_INTERVAL_MINUTES * 60),
});

export type LocalConfig = z.output<typeof localConfigSchema>;

export const WEB_ROOT = fileURLToPath(new URL('../../../web', import.meta.url));
/** The built site the local server serves: `web/dist`, or the build's own `WEB_OUT_DIR`. */
export const WEB_DIST = process.env.WEB_OUT_DIR
  ? resolve(process.env.WEB_OUT_DIR)
  : fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Hashes of the pre-rendered pages' inline scripts, written by the web build. */
export function readScriptHashes(webDist: string): string[] {
  const file = join(webDist, 'csp-hashes.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { scriptHashes: string[] }).scriptHashes;
}
