import * as z from 'zod';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_NOTIFY_TO,
  DEFAULT_REGION,
} from '@lab/shared/lambda/deployment-defaults';

/** A blank string in a stage file means "not set", like leaving the key out. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const hostName = (field: string) =>
  z
    .string()
    .regex(
      /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      `${field} must be a lower-case host name such as www.example-lab.ca (no https://, no path)`,
    );

/**
 * Deployment configuration: the content of a stage file (`infra/stages/<name>.json`).
 * Every value has a safe default, so `cdk synth` works with no stage at all;
 * docs/operations/deploy.md (Stage files) lists what an operator sets for real.
 */
export const configSchema = z.object({
  /** The app's home region; CloudFront-scoped resources go to us-east-1 regardless. */
  region: z
    .string()
    .regex(/^[a-z]{2}(?:-[a-z]+)+-\d+$/, 'region must be an AWS region such as ca-central-1')
    .default(DEFAULT_REGION),
  /**
   * The AWS account this stage lives in: the CDK refuses to deploy it with credentials for
   * another account. @default the account of the credentials in use
   */
  account: optional(z.string().regex(/^\d{12}$/, 'account must be a 12-digit AWS account id')),
  /** Site domain, e.g. `www.example-lab.ca`. Without it the site is on the CloudFront domain. */
  domainName: optional(hostName('domainName')),
  /** An ACM certificate in us-east-1 for `domainName`; created (DNS-validated) when absent. */
  certificateArn: optional(
    z
      .string()
      .regex(
        /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/,
        'certificateArn must be an ACM certificate in us-east-1 (the only region CloudFront reads)',
      ),
  ),
  /** Route 53 zone for `domainName`: with both set, validation and alias records are automatic. */
  hostedZoneId: optional(
    z.string().regex(/^Z[A-Z0-9]+$/, 'hostedZoneId must be a Route 53 zone id such as Z0123ABC'),
  ),
  hostedZoneName: optional(hostName('hostedZoneName')),
  /**
   * Whether the Route 53 alias records point `domainName` at the site (with a zone only).
   * False until `npm run deploy -- <stage> --check` passes: docs/operations/go-live.md.
   * @default false
   */
  live: z.boolean('live must be true or false').default(false),
  /** The laboratory's internal address that notification e-mails go to. */
  notifyTo: z.email('notifyTo must be an e-mail address').default(DEFAULT_NOTIFY_TO),
  /** Sender of notification e-mails. */
  mailFrom: z.email('mailFrom must be an e-mail address').default(DEFAULT_MAIL_FROM),
  /** Verify this whole domain in SES instead of only the `mailFrom` address. */
  mailDomain: optional(hostName('mailDomain')),
  /** Google Analytics 4 measurement id: the CSP allows its host and the site loads it only when set. */
  analyticsId: optional(z.string().regex(/^G-[A-Z0-9]+$/, 'analyticsId must look like G-XXXXXXX')),
  /** The external client portal the site links to (farmer and distributor login, registration). */
  portalUrl: z
    .url({ protocol: /^https$/, error: 'portalUrl must be an https:// URL' })
    // The site appends `/login` and `/register` to it.
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://portal.prairieagrilab.example'),
  /** Who gets alarm e-mails; alarms still publish to the topic without it. */
  alarmEmail: optional(z.email('alarmEmail must be an e-mail address')),
  /** The WAF web ACL in front of CloudFront (it has a monthly cost). */
  wafEnabled: z.boolean('wafEnabled must be true or false').default(true),
  /** POSTs to /api/* allowed per IP address per 5 minutes before WAF blocks. */
  apiPostLimit: z
    .number('apiPostLimit must be a number')
    .int('apiPostLimit must be a whole number')
    .min(10, 'apiPostLimit must be at least 10')
    .default(100),
  /**
   * Raise by one after rotating the API's origin secret (docs/operations/secret-rotation.md):
   * CloudFormation reads the secret into CloudFront's origin header again only when the
   * distribution changes.
   */
  originSecretVersion: z
    .number('originSecretVersion must be a number')
    .int('originSecretVersion must be a whole number')
    .min(1, 'originSecretVersion must be at least 1')
    .default(1),
  /**
   * Keep the stack names `LabData`, `LabApp` and `LabEdge` of a stage deployed before stack
   * names carried the stage (decision 0018): renaming a stack would create new, empty ones.
   * At most one stage per account and region can keep them. @default false
   */
  legacyStackNames: z.boolean('legacyStackNames must be true or false').default(false),
  /**
   * An AWS Backup vault in another region or account that every backup of the tables is
   * copied to (docs/operations/restore.md). @default no copy
   */
  backupCopyVaultArn: optional(
    z
      .string()
      .regex(
        /^arn:aws[a-z-]*:backup:[a-z]{2}(?:-[a-z]+)+-\d+:\d{12}:backup-vault:[A-Za-z0-9_.-]{2,50}$/,
        'backupCopyVaultArn must be an AWS Backup vault ARN such as arn:aws:backup:ca-west-1:123456789012:backup-vault:lab-copies',
      ),
  ),
});

export type AppConfig = z.output<typeof configSchema>;

/** Settings that only make sense together, checked so a stage file cannot half-configure a feature. */
function checkCombinations(config: AppConfig, ctx: z.RefinementCtx): void {
  const problem = (path: keyof AppConfig, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!config.domainName) {
    for (const key of ['certificateArn', 'hostedZoneId', 'hostedZoneName'] as const) {
      if (config[key]) problem(key, `${key} is only used with domainName, which is not set`);
    }
  }
  if (Boolean(config.hostedZoneId) !== Boolean(config.hostedZoneName)) {
    problem(
      config.hostedZoneId ? 'hostedZoneName' : 'hostedZoneId',
      'hostedZoneId and hostedZoneName go together: set both or neither',
    );
  }
  const { domainName, hostedZoneName } = config;
  if (domainName && hostedZoneName && !isWithin(domainName, hostedZoneName)) {
    problem('hostedZoneName', `hostedZoneName must be ${domainName} or a parent domain of it`);
  }
  const senderDomain = config.mailFrom.split('@')[1] ?? '';
  if (config.mailDomain && !isWithin(senderDomain, config.mailDomain)) {
    problem('mailFrom', `mailFrom must be an address in mailDomain (${config.mailDomain})`);
  }
}

function isWithin(name: string, domain: string): boolean {
  return name === domain || name.endsWith(`.${domain}`);
}

/**
 * A stage file: the configuration, strictly (a misspelt key is an error, not a silently
 * ignored setting), plus an optional `$comment` for the operator's notes.
 */
export const stageFileSchema = configSchema
  .extend({ $comment: z.string().optional() })
  .strict()
  .superRefine(checkCombinations)
  .transform(({ $comment: _comment, ...config }): AppConfig => config);

/** A stage name is a file name under infra/stages: lower-case letters, digits and dashes. */
export const stageNameSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,39}$/,
    'a stage name is lower-case letters, digits and dashes, e.g. production',
  );

/** The configuration of `cdk synth` with no stage: every default. */
export function defaultConfig(): AppConfig {
  return configSchema.parse({});
}

/**
 * Parses the text of a stage file; throws one error naming the file and every bad field.
 * @param file how the error names the file, e.g. `infra/stages/production.json`
 */
export function parseStageFile(file: string, text: string): AppConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const result = stageFileSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) =>
      issue.path.length > 0 && !issue.message.startsWith(`${String(issue.path[0])} `)
        ? `${issue.path.join('.')}: ${issue.message}`
        : issue.message,
    );
    throw new Error(`Invalid stage file ${file}: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * Before stage files, each setting could come from CDK context or from these environment
 * variables. They are no longer read: a value set this way for one deploy was silently
 * dropped by the next. Listed so a leftover one is refused rather than ignored.
 */
export const FORMER_SETTING_VARIABLES = {
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
} as const satisfies Partial<Record<keyof AppConfig, string>>;

/**
 * Settings given some other way than a stage file, which would otherwise be ignored
 * without a word: any setting passed as CDK context (`-c domainName=…`), and, when
 * deploying a stage, any former environment variable whose value differs from the
 * stage's (an equal one changes nothing, and NOTIFY_TO or MAIL_FROM may be set for the
 * local stack).
 * @returns one message per stray setting; empty when there is none
 */
export function straySettings(
  stage: string | undefined,
  config: AppConfig,
  context: (key: string) => unknown,
  env: Record<string, string | undefined>,
): string[] {
  const file = `infra/stages/${stage ?? '<stage>'}.json`;
  const found: string[] = [];
  for (const key of Object.keys(configSchema.shape) as (keyof AppConfig)[]) {
    if (context(key) !== undefined) {
      found.push(`-c ${key}=… is not read: set ${key} in ${file} and pass -c stage=<stage>`);
    }
  }
  if (stage === undefined) return found;
  for (const [key, variable] of Object.entries(FORMER_SETTING_VARIABLES)) {
    const value = env[variable];
    const staged = config[key as keyof typeof FORMER_SETTING_VARIABLES];
    if (value !== undefined && value !== '' && value !== String(staged ?? '')) {
      found.push(
        `${variable}=${value} is set, but ${file} has ${key}: ${JSON.stringify(staged ?? null)}. ` +
          `Settings come only from the stage file: unset ${variable}.`,
      );
    }
  }
  return found;
}

/** What CloudFront needs from the us-east-1 (edge) stack for this configuration. */
export function edgeNeeds(config: AppConfig): { webAcl: boolean; certificate: boolean } {
  return {
    webAcl: config.wafEnabled,
    certificate: Boolean(config.domainName && !config.certificateArn),
  };
}
