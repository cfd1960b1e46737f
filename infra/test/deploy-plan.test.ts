import { describe, expect, it } from 'vitest';
import { parseStageFile, type AppConfig } from '../src/config';
import { describeStep, planDeploy, PlanError, type DeployedState } from '../src/deploy/plan';

const CERT = 'arn:aws:acm:us-east-1:210987654321:certificate/ab-12';
function withDomainSettings() {
  return {
    domainName: 'www.example-lab.ca',
    portalUrl: 'https://portal.example-lab.ca',
    analyticsId: 'G-ABC123',
  };
}

const stage = (settings: Record<string, unknown>): AppConfig =>
  parseStageFile('infra/stages/production.json', JSON.stringify(settings));

const withDomain = stage({
  domainName: 'www.example-lab.ca',
  portalUrl: 'https://portal.example-lab.ca',
  analyticsId: 'G-ABC123',
});
const build = {
  kind: 'build',
  env: {
    SITE_ORIGIN: 'https://www.example-lab.ca',
    PORTAL_URL: 'https://portal.example-lab.ca',
    ANALYTICS_ID: 'G-ABC123',
  },
} as const;
const deployAll = { kind: 'cdk', args: ['deploy', '--all', '-c', 'stage=production'] } as const;
const dataAndAppFirst = {
  kind: 'cdk',
  args: [
    'deploy',
    'Lab-production-Data',
    'Lab-production-App',
    '--exclusively',
    '-c',
    'stage=production',
  ],
} as const;
const everything: DeployedState = {
  data: { stage: 'production' },
  app: { stage: 'production', distributionDomainName: 'd111.cloudfront.net' },
  edge: { stage: 'production', webAcl: true, certificate: true },
};
/** The plan as the commands an operator would type. */
const commands = (config: AppConfig, deployed: DeployedState) =>
  planDeploy('production', config, deployed).flatMap(describeStep);

describe('deploy plan', () => {
  it('builds the site with the stage settings, then deploys every stack, on a new account', () => {
    expect(planDeploy('production', withDomain, {})).toEqual([build, deployAll]);
  });

  it('deploys every stack in one command while the us-east-1 stack keeps its parts', () => {
    expect(planDeploy('production', withDomain, everything)).toEqual([build, deployAll]);
    // Adding a part is safe in that order too: CDK deploys us-east-1 first.
    const noEdgeYet = { ...everything, edge: undefined };
    expect(planDeploy('production', withDomain, noEdgeYet)).toEqual([build, deployAll]);
  });

  it('deletes the us-east-1 stack after the distribution lets go of the web ACL when WAF is turned off', () => {
    const config = stage({ ...withDomainSettings(), wafEnabled: false, certificateArn: CERT });
    expect(planDeploy('production', config, everything)).toEqual([
      build,
      dataAndAppFirst,
      { kind: 'delete-stack', stackName: 'Lab-production-Edge', region: 'us-east-1' },
    ]);
    expect(commands(config, everything).slice(1)).toEqual([
      'npx cdk deploy Lab-production-Data Lab-production-App --exclusively -c stage=production',
      'aws cloudformation delete-stack --region us-east-1 --stack-name Lab-production-Edge',
      'aws cloudformation wait stack-delete-complete --region us-east-1 --stack-name Lab-production-Edge',
    ]);
  });

  it('updates the us-east-1 stack last when it keeps the certificate but loses the web ACL', () => {
    const config = stage({ ...withDomainSettings(), wafEnabled: false });
    expect(planDeploy('production', config, everything)).toEqual([
      build,
      dataAndAppFirst,
      {
        kind: 'cdk',
        args: ['deploy', 'Lab-production-Edge', '--exclusively', '-c', 'stage=production'],
      },
    ]);
  });

  it('moves the distribution to a given certificate before deleting the created one', () => {
    const config = stage({ ...withDomainSettings(), certificateArn: CERT });
    expect(planDeploy('production', config, everything).slice(1)).toEqual([
      dataAndAppFirst,
      {
        kind: 'cdk',
        args: ['deploy', 'Lab-production-Edge', '--exclusively', '-c', 'stage=production'],
      },
    ]);
  });

  it('refuses a release that both adds to and removes from the us-east-1 stack', () => {
    const config = stage({ ...withDomainSettings(), wafEnabled: false });
    const aclOnly = {
      ...everything,
      edge: { stage: 'production', webAcl: true, certificate: false },
    };
    expect(() => planDeploy('production', config, aclOnly)).toThrow(PlanError);
    expect(() => planDeploy('production', config, aclOnly)).toThrow(
      /add the certificate to the Lab-production-Edge stack and remove the WAF web ACL from it/,
    );
  });

  it('builds the site again for the legacy app stack of a stage that keeps those names', () => {
    const config = stage({ portalUrl: 'https://portal.example-lab.ca', legacyStackNames: true });
    expect(commands(config, {}).slice(1)).toEqual([
      'npx cdk deploy --all -c stage=production',
      'SITE_ORIGIN=https://<DistributionDomainName output of LabApp> PORTAL_URL=https://portal.example-lab.ca ANALYTICS_ID= npm run build',
      'npx cdk deploy LabApp --exclusively -c stage=production',
    ]);
  });

  it('builds a site without a domain for its deployed CloudFront name', () => {
    const config = stage({ portalUrl: 'https://portal.example-lab.ca' });
    expect(planDeploy('production', config, everything)[0]).toEqual({
      kind: 'build',
      env: {
        SITE_ORIGIN: 'https://d111.cloudfront.net',
        PORTAL_URL: 'https://portal.example-lab.ca',
        ANALYTICS_ID: '',
      },
    });
  });

  it('builds a site without a domain again once its first deploy has named the distribution', () => {
    const config = stage({ portalUrl: 'https://portal.example-lab.ca' });
    expect(commands(config, {})).toEqual([
      'SITE_ORIGIN= PORTAL_URL=https://portal.example-lab.ca ANALYTICS_ID= npm run build',
      'npx cdk deploy --all -c stage=production',
      'SITE_ORIGIN=https://<DistributionDomainName output of Lab-production-App> PORTAL_URL=https://portal.example-lab.ca ANALYTICS_ID= npm run build',
      'npx cdk deploy Lab-production-App --exclusively -c stage=production',
    ]);
  });
});

describe('deploy plan and stack names', () => {
  const legacy = stage({ ...withDomainSettings(), legacyStackNames: true });

  it('refuses to deploy over the legacy stacks of another stage, and adopts untagged ones', () => {
    const staging = { ...everything, app: { stage: 'staging' } };
    expect(() => planDeploy('production', legacy, staging)).toThrow(
      'The LabApp stack in ca-central-1 belongs to stage "staging", not "production". ' +
        'Only one stage per account and region keeps the legacy stack names: remove legacyStackNames from infra/stages/production.json.',
    );
    const untagged = { data: {}, app: {}, edge: { webAcl: true, certificate: true } };
    expect(planDeploy('production', legacy, untagged)).toEqual([build, deployAll]);
  });

  it('refuses a second set of stacks for a stage deployed under the legacy names', () => {
    // The stage forgot legacyStackNames: its new stacks would hold new, empty tables.
    const found = {
      otherNamed: [{ name: 'LabData', region: 'ca-central-1', stage: 'production' }],
    };
    expect(() => planDeploy('production', withDomain, found)).toThrow(
      "The LabData stack in ca-central-1 is stage production's, deployed before stack names carried the stage. " +
        'Add "legacyStackNames": true to infra/stages/production.json',
    );
  });

  it('refuses a new stage beside untagged legacy stacks, whose stage is unknown', () => {
    const found = { otherNamed: [{ name: 'LabEdge', region: 'us-east-1' }] };
    expect(() => planDeploy('staging', withDomain, found)).toThrow(
      /LabEdge stack in us-east-1 carries no stage tag .* deploy that stage first/,
    );
  });

  it("deploys a new stage beside another stage's legacy stacks", () => {
    const found = {
      otherNamed: [
        { name: 'LabData', region: 'ca-central-1', stage: 'production' },
        { name: 'LabEdge', region: 'us-east-1', stage: 'production' },
      ],
    };
    expect(planDeploy('staging', withDomain, found)).toEqual([
      build,
      { kind: 'cdk', args: ['deploy', '--all', '-c', 'stage=staging'] },
    ]);
  });

  it('refuses the legacy names for a stage whose stacks already carry its name', () => {
    const found = { otherNamed: [{ name: 'Lab-production-App', region: 'ca-central-1' }] };
    expect(() => planDeploy('production', legacy, found)).toThrow(
      "The Lab-production-App stack in ca-central-1 is stage production's, under the name that carries the stage: " +
        'remove legacyStackNames from infra/stages/production.json.',
    );
  });
});
