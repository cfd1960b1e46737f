/**
 * Two stages in one account and one region (the closest they can be): every name that must
 * be unique in an account, a region or CloudFront's global namespace differs between them.
 * Decision 0018; README, "What may share an account".
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import { synth, type Synthesized } from './synth';

/** A literal name a template sets: `<resource type> <property path>` and its value. */
interface NameUse {
  readonly key: string;
  readonly value: string;
}

/**
 * Name-like properties that name nothing unique in the account: two stages may hold the
 * same value.
 */
const NOT_UNIQUE: Record<string, string> = {
  'AWS::IAM::Policy PolicyName': 'an inline policy: unique within its role only',
  'AWS::ApiGatewayV2::Api Name': 'a label: HTTP APIs are told apart by their ids',
  'AWS::ApiGatewayV2::Authorizer Name': 'unique within its API only',
  'AWS::Cognito::UserPoolGroup GroupName': 'unique within its user pool only',
  'AWS::ApiGatewayV2::Stage StageName': 'unique within its API only',
  'AWS::SNS::Topic DisplayName': "a label on the topic's e-mails; the topic's name is generated",
  'AWS::CertificateManager::Certificate DomainName':
    'ACM issues any number of certificates for one name',
  'AWS::CloudWatch::Alarm MetricName': "the metric watched, not the alarm's (generated) name",
};

/**
 * Account-wide names whose property is not called `…Name`: CloudFront's alternate domain
 * names are unique across all of CloudFront, an SES identity within the account and region.
 */
const OTHER_NAMES: Record<string, readonly string[]> = {
  'AWS::CloudFront::Distribution': ['DistributionConfig', 'Aliases'],
  'AWS::SES::EmailIdentity': ['EmailIdentity'],
};

/**
 * Every literal name in a stack: its own name, each resource's string properties called
 * `…Name` (directly, or in a `…Config` object as CloudFront and WAF nest them), and
 * OTHER_NAMES. Names CloudFormation or the CDK generate are literals too when they come
 * from the stack's name (CloudFront's), tokens when CloudFormation makes them at deploy
 * (tables, functions, log groups, buckets, the user pool, secrets, alarms): those start
 * with the stack's name, so unique stack names keep them apart.
 */
function namesOf(stackName: string, template: Template): NameUse[] {
  const found: NameUse[] = [{ key: 'stack', value: stackName }];
  const resources = template.toJSON().Resources as Record<
    string,
    { Type: string; Properties?: Record<string, unknown> }
  >;
  for (const { Type, Properties = {} } of Object.values(resources)) {
    const add = (path: string, value: unknown) => {
      if (typeof value === 'string') found.push({ key: `${Type} ${path}`, value });
    };
    for (const [key, value] of Object.entries(Properties)) {
      if (key.endsWith('Name')) add(key, value);
      if (key.endsWith('Config') && value !== null && typeof value === 'object') {
        for (const [inner, innerValue] of Object.entries(value)) {
          if (inner.endsWith('Name')) add(`${key}.${inner}`, innerValue);
        }
      }
    }
    const other = OTHER_NAMES[Type];
    if (other) {
      let value: unknown = Properties;
      for (const step of other) value = (value as Record<string, unknown> | undefined)?.[step];
      for (const item of Array.isArray(value) ? value : [value]) add(other.join('.'), item);
    }
  }
  return found;
}

const uniqueNames = (out: Synthesized): NameUse[] =>
  (
    [
      [out.names.edge, out.edge],
      [out.names.data, out.data],
      [out.names.site, out.site],
    ] as const
  )
    .flatMap(([name, template]) => (name && template ? namesOf(name, template) : []))
    .filter(({ key }) => !(key in NOT_UNIQUE));

/** The names both stages would create: each would fail the second deploy, or merge metrics. */
function collisions(a: Synthesized, b: Synthesized): string[] {
  const theirs = new Set(uniqueNames(b).map(({ key, value }) => `${key} = ${value}`));
  return uniqueNames(a)
    .map(({ key, value }) => `${key} = ${value}`)
    .filter((name) => theirs.has(name))
    .sort();
}

/** One account, one region, one Route 53 zone, both live; WAF on, alarms by e-mail. */
const shared = {
  account: '210987654321',
  region: 'ca-central-1',
  hostedZoneId: 'Z0123ABC',
  hostedZoneName: 'lab.example',
  live: true,
  wafEnabled: true,
  alarmEmail: 'operations@lab.example',
} satisfies Partial<AppConfig>;

let production: Synthesized;
let staging: Synthesized;
let demo: Synthesized;

beforeAll(() => {
  // The deployment from before stage-qualified names, keeping its stacks.
  production = synth(
    {
      ...shared,
      legacyStackNames: true,
      domainName: 'www.lab.example',
      mailFrom: 'notifications@lab.example',
      notifyTo: 'lab@lab.example',
    },
    { stage: 'production' },
  );
  staging = synth(
    {
      ...shared,
      domainName: 'staging.lab.example',
      mailFrom: 'notifications@staging.lab.example',
      notifyTo: 'lab@lab.example',
    },
    { stage: 'staging' },
  );
  // A stage that wrongly reuses staging's domain and sender.
  demo = synth(
    {
      ...shared,
      domainName: 'staging.lab.example',
      mailFrom: 'notifications@staging.lab.example',
      notifyTo: 'lab@lab.example',
    },
    { stage: 'demo' },
  );
});

describe('two stages in one account and region', () => {
  it('name their stacks apart, the deployed stage keeping its legacy names', () => {
    expect(production.names).toEqual({ edge: 'LabEdge', data: 'LabData', site: 'LabApp' });
    expect(staging.names).toEqual({
      edge: 'Lab-staging-Edge',
      data: 'Lab-staging-Data',
      site: 'Lab-staging-App',
    });
  });

  it('set literally only these account-wide names; CloudFormation generates the rest from the stack name', () => {
    // A new literal name (a table, log group, function, parameter, secret, user pool,
    // configuration set or alarm name...) shows up here, to be made stage-qualified first.
    const kinds = [
      ...new Set([...uniqueNames(production), ...uniqueNames(staging)].map((n) => n.key)),
    ];
    expect(kinds.sort()).toEqual([
      'AWS::Backup::BackupVault BackupVaultName',
      'AWS::CloudFront::CachePolicy CachePolicyConfig.Name',
      'AWS::CloudFront::Distribution DistributionConfig.Aliases',
      'AWS::CloudFront::Function Name',
      'AWS::CloudFront::OriginAccessControl OriginAccessControlConfig.Name',
      'AWS::CloudFront::ResponseHeadersPolicy ResponseHeadersPolicyConfig.Name',
      'AWS::Route53::RecordSet Name',
      'AWS::SES::EmailIdentity EmailIdentity',
      'AWS::WAFv2::WebACL VisibilityConfig.MetricName',
      'stack',
    ]);
  });

  it('share none of them', () => {
    expect(collisions(production, staging)).toEqual([]);
  });

  it("carry the stack's name in every CloudFront name and the backup vault's, and the stage in the web ACL's metric", () => {
    const carried = (out: Synthesized, carrier: string, metric: string) => {
      const names = uniqueNames(out);
      // CDK names the vault after its construct path, which starts with the data stack's.
      const vault = names.find((n) => n.key.startsWith('AWS::Backup::'));
      expect(vault?.value).toContain(carrier.replace('App', 'Data'));
      for (const { key, value } of names.filter((n) => n.key.startsWith('AWS::CloudFront::'))) {
        if (key.endsWith('Aliases')) continue;
        expect(value, key).toContain(carrier);
      }
      expect(names.find((n) => n.key.startsWith('AWS::WAFv2::'))?.value).toBe(metric);
    };
    carried(production, 'LabApp', 'lab-site');
    carried(staging, 'LabstagingApp', 'lab-site-staging');
  });

  it('collide only on what the stage file names: the site domain and the SES identities', () => {
    // Two stages whose own names differ still cannot share a domain (CloudFront's alternate
    // names and the zone's records) or, in one region, an SES identity.
    expect(collisions(staging, demo)).toEqual([
      'AWS::CloudFront::Distribution DistributionConfig.Aliases = staging.lab.example',
      'AWS::Route53::RecordSet Name = staging.lab.example.',
      'AWS::Route53::RecordSet Name = staging.lab.example.',
      'AWS::SES::EmailIdentity EmailIdentity = lab@lab.example',
      'AWS::SES::EmailIdentity EmailIdentity = staging.lab.example',
    ]);
  });
});
