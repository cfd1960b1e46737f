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
  args: ['deploy', 'LabData', 'LabApp', '--exclusively', '-c', 'stage=production'],
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
      { kind: 'delete-stack', stackName: 'LabEdge', region: 'us-east-1' },
    ]);
    expect(commands(config, everything).slice(1)).toEqual([
      'npx cdk deploy LabData LabApp --exclusively -c stage=production',
      'aws cloudformation delete-stack --region us-east-1 --stack-name LabEdge',
      'aws cloudformation wait stack-delete-complete --region us-east-1 --stack-name LabEdge',
    ]);
  });

  it('updates the us-east-1 stack last when it keeps the certificate but loses the web ACL', () => {
    const config = stage({ ...withDomainSettings(), wafEnabled: false });
    expect(planDeploy('production', config, everything)).toEqual([
      build,
      dataAndAppFirst,
      { kind: 'cdk', args: ['deploy', 'LabEdge', '--exclusively', '-c', 'stage=production'] },
    ]);
  });

  it('moves the distribution to a given certificate before deleting the created one', () => {
    const config = stage({ ...withDomainSettings(), certificateArn: CERT });
    expect(planDeploy('production', config, everything).slice(1)).toEqual([
      dataAndAppFirst,
      { kind: 'cdk', args: ['deploy', 'LabEdge', '--exclusively', '-c', 'stage=production'] },
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
      /add the certificate to the LabEdge stack and remove the WAF web ACL from it/,
    );
  });

  it('refuses to deploy over the stacks of another stage, and adopts untagged ones', () => {
    const staging = { ...everything, app: { stage: 'staging' } };
    expect(() => planDeploy('production', withDomain, staging)).toThrow(
      'The LabApp stack in ca-central-1 belongs to stage "staging", not "production"',
    );
    const untagged = { data: {}, app: {}, edge: { webAcl: true, certificate: true } };
    expect(planDeploy('production', withDomain, untagged)).toEqual([build, deployAll]);
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
      'SITE_ORIGIN=https://<DistributionDomainName output of LabApp> PORTAL_URL=https://portal.example-lab.ca ANALYTICS_ID= npm run build',
      'npx cdk deploy LabApp --exclusively -c stage=production',
    ]);
  });
});
