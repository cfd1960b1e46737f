import type { AppConfig } from '../config';

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): nobody receives their mail. */
const RESERVED =
  /(?:^|\.)(?:example|example\.com|example\.net|example\.org|test|invalid|localhost)$/i;
/** The account id AWS's own documentation uses. */
const EXAMPLE_ACCOUNT = '123456789012';

function hostOf(value: string): string {
  if (value.includes('@')) return value.slice(value.lastIndexOf('@') + 1);
  return URL.canParse(value) ? new URL(value).hostname : value;
}

/**
 * The settings of a stage that still hold example values, its own or the defaults (an SES
 * identity for an example address, a portal link to nowhere): a deploy refuses them.
 * @returns the keys, in the configuration's order; empty when every value is real
 */
export function placeholderSettings(config: AppConfig): (keyof AppConfig)[] {
  return (Object.entries(config) as [keyof AppConfig, unknown][])
    .filter(([, value]) => typeof value === 'string')
    .filter(([, value]) => {
      const text = value as string;
      return (
        text === EXAMPLE_ACCOUNT ||
        text.includes(`:${EXAMPLE_ACCOUNT}:`) ||
        RESERVED.test(hostOf(text))
      );
    })
    .map(([key]) => key);
}
