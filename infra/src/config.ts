import * as z from 'zod';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_NOTIFY_TO,
  DEFAULT_REGION,
} from '@lab/shared/lambda/deployment-defaults';

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .default(true);

/**
 * Deployment configuration. Every value has a safe default, so `cdk synth` works with
 * nothing set; the README's deploy section lists what an operator sets for real.
 */
export const configSchema = z.object({
  /** The app's home region; CloudFront-scoped resources go to us-east-1 regardless. */
  region: z.string().default(DEFAULT_REGION),
  /** Site domain, e.g. `www.example-lab.ca`. Without it the site is on the CloudFront domain. */
  domainName: optional,
  /** An ACM certificate in us-east-1 for `domainName`; created (DNS-validated) when absent. */
  certificateArn: optional,
  /** Route 53 zone for `domainName`: with both set, validation and alias records are automatic. */
  hostedZoneId: optional,
  hostedZoneName: optional,
  /** The laboratory's internal address that notification e-mails go to. */
  notifyTo: z.email().default(DEFAULT_NOTIFY_TO),
  /** Sender of notification e-mails; an SES identity is created for it. */
  mailFrom: z.email().default(DEFAULT_MAIL_FROM),
  /** Verify this whole domain in SES instead of only the `mailFrom` address. */
  mailDomain: optional,
  /** Google Analytics 4 measurement id; the CSP allows its host only when set. */
  analyticsId: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'analyticsId must look like G-XXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The external client portal the site links to (recorded as an output). */
  portalUrl: z.url().default('https://portal.prairieagrilab.example'),
  /** Who gets alarm e-mails; alarms still publish to the topic without it. */
  alarmEmail: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The WAF web ACL in front of CloudFront (it has a monthly cost). */
  wafEnabled: flag,
  /** POSTs to /api/* allowed per IP address per 5 minutes before WAF blocks. */
  apiPostLimit: z.coerce.number().int().min(10).default(100),
  /**
   * Bump after rotating the API's origin secret (README): CloudFormation reads the secret
   * into CloudFront's origin header again only when the distribution changes.
   */
  originSecretVersion: z.coerce.number().int().min(1).default(1),
});

export type AppConfig = z.output<typeof configSchema>;

/** CDK context key → environment variable that may set it instead. */
export const CONFIG_ENV: Record<keyof AppConfig, string> = {
  region: 'DEPLOY_REGION',
  domainName: 'DOMAIN_NAME',
  certificateArn: 'CERTIFICATE_ARN',
  hostedZoneId: 'HOSTED_ZONE_ID',
  hostedZoneName: 'HOSTED_ZONE_NAME',
  notifyTo: 'NOTIFY_TO',
  mailFrom: 'MAIL_FROM',
  mailDomain: 'MAIL_DOMAIN',
  analyticsId: 'ANALYTICS_ID',
  portalUrl: 'PORTAL_URL',
  alarmEmail: 'ALARM_EMAIL',
  wafEnabled: 'WAF_ENABLED',
  apiPostLimit: 'API_POST_LIMIT',
  originSecretVersion: 'ORIGIN_SECRET_VERSION',
};

/** Reads each setting from CDK context first, then the environment; fails naming bad values. */
export function readConfig(
  context: (key: string) => unknown,
  env: Record<string, string | undefined>,
): AppConfig {
  const raw = Object.fromEntries(
    (Object.keys(CONFIG_ENV) as (keyof AppConfig)[]).map((key) => [
      key,
      context(key) ?? env[CONFIG_ENV[key]],
    ]),
  );
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    throw new Error(`Invalid deployment configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
