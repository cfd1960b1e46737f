/*
 * Zod compiles object parsers with `new Function` after probing whether eval is allowed.
 * The site's CSP forbids eval, so in the browser the probe itself is reported as a CSP
 * violation. `jitless` skips the probe; parsing a form without the compiled fast path
 * costs nothing a visitor would notice.
 *
 * Set through the global object Zod reads its configuration from when it loads (the one
 * that lets several copies of Zod share it) rather than with `config()` from Zod, so
 * Zod's code stays out of pages that have no form. lib/zod-jitless.test.ts checks that
 * Zod picks it up.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
