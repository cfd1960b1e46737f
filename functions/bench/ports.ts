import { freePort } from '../src/local/ports';

/**
 * `npm start`'s ports (site, DynamoDB, Cognito, SES) and the end-to-end tests' ports: a
 * benchmark's private stack never takes them, even when the OS would hand one out.
 */
export const RESERVED_PORTS: ReadonlySet<number> = new Set([
  3000, 8000, 9229, 8005, 3100, 8100, 9329, 8105,
]);

/** A free port that is none of RESERVED_PORTS. */
export async function privatePort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (!RESERVED_PORTS.has(port)) return port;
  }
}
