/**
 * What `npm run deploy -- <stage>` does, decided from the stage's configuration and the
 * stacks already deployed: a pure function, so each case is tested without AWS.
 */
import { edgeNeeds, type AppConfig } from '../config';
import { STACK_NAMES } from '../stack-names';
import { buildCommand, stageOrigin, webBuildEnv, type WebBuildEnv } from './web-build';

/** CloudFront reads web ACLs and certificates from this region only. */
export const EDGE_REGION = 'us-east-1';

/**
 * The app stack's output with the distribution's `*.cloudfront.net` name: the site's
 * origin when the stage has no domain.
 */
export const DISTRIBUTION_DOMAIN_OUTPUT = 'DistributionDomainName';

export interface DeployedStack {
  /** The stage tag the stack carries; absent on stacks deployed before stage files. */
  readonly stage?: string;
}

/** The stacks that exist, with what the plan needs to know of each. */
export interface DeployedState {
  readonly data?: DeployedStack;
  readonly app?: DeployedStack & {
    readonly distributionDomainName?: string;
    /** Whether it holds the Route 53 alias records of a live stage (see `live`). */
    readonly siteAlias?: boolean;
  };
  readonly edge?: DeployedStack & { readonly webAcl: boolean; readonly certificate: boolean };
}

export type DeployStep =
  /** `npm run build` with these variables. */
  | { readonly kind: 'build'; readonly env: WebBuildEnv }
  /** `npm run build` once the site's `*.cloudfront.net` name is known from the app stack. */
  | { readonly kind: 'build-for-deployed-origin'; readonly env: Omit<WebBuildEnv, 'SITE_ORIGIN'> }
  /** `npx cdk <args>`. */
  | { readonly kind: 'cdk'; readonly args: readonly string[] }
  /** Deletes a stack the app no longer has (CDK can only destroy stacks in the app). */
  | { readonly kind: 'delete-stack'; readonly stackName: string; readonly region: string };

/** A deploy that no order of commands would carry out safely; the message says what to do. */
export class PlanError extends Error {}

const EDGE_PARTS = { webAcl: 'the WAF web ACL', certificate: 'the certificate' } as const;

/**
 * The ordered steps of a deploy.
 *
 * Normally: build the site, then `cdk deploy --all` (CDK deploys the us-east-1 stack
 * first, as the app stack reads its outputs). When the us-east-1 stack must lose
 * something the distribution still uses (WAF turned off, or a created certificate no
 * longer needed), that order would fail, since AWS refuses to delete a web ACL or
 * certificate in use: the data and app stacks go first (`--exclusively`), so the
 * distribution lets go, then the us-east-1 stack is updated, or deleted when nothing
 * needs it (a stack left out of the app is never deleted by CDK, and a web ACL bills
 * monthly).
 *
 * Without a domain the site's origin is the distribution's name: read from the app
 * stack when it exists, else known only after the first deploy, which then builds the
 * site again with it and redeploys the app stack.
 *
 * @throws PlanError when a stack belongs to another stage, the us-east-1 stack would
 *   both gain and lose a part in one release, or a live stage's alias records would go
 */
export function planDeploy(
  stage: string,
  config: AppConfig,
  deployed: DeployedState,
): DeployStep[] {
  for (const kind of ['data', 'app', 'edge'] as const) {
    const owner = deployed[kind]?.stage;
    if (owner !== undefined && owner !== stage) {
      const region = kind === 'edge' ? EDGE_REGION : config.region;
      throw new PlanError(
        `The ${STACK_NAMES[kind]} stack in ${region} belongs to stage "${owner}", not "${stage}". ` +
          'Stack names are fixed, so each stage needs its own account or region.',
      );
    }
  }

  if (deployed.app?.siteAlias && !config.live) {
    throw new PlanError(
      `${STACK_NAMES.app} holds the alias records that point ${config.domainName ?? 'the domain'} at the site, ` +
        `but infra/stages/${stage}.json has no "live": true, so this release would delete them and take the ` +
        'site off its domain. Set "live": true in the stage file and commit it (docs/operations/go-live.md).',
    );
  }

  const context = ['-c', `stage=${stage}`];
  const needs = edgeNeeds(config);
  const { edge } = deployed;
  const parts = Object.keys(EDGE_PARTS) as (keyof typeof EDGE_PARTS)[];
  const removed = parts.filter((part) => edge?.[part] && !needs[part]);
  const added = parts.filter((part) => needs[part] && !edge?.[part]);
  if (removed.length > 0 && added.length > 0) {
    throw new PlanError(
      `This release would add ${added.map((p) => EDGE_PARTS[p]).join(' and ')} to the ${STACK_NAMES.edge} stack ` +
        `and remove ${removed.map((p) => EDGE_PARTS[p]).join(' and ')} from it. CloudFront must have a ` +
        'new part before it uses it and let go of an old one before it is deleted, so no order does both. ' +
        'Release the addition first (keep the old setting in the stage file), then the removal.',
    );
  }

  const deploySteps: DeployStep[] =
    removed.length === 0
      ? [{ kind: 'cdk', args: ['deploy', '--all', ...context] }]
      : [
          {
            kind: 'cdk',
            args: ['deploy', STACK_NAMES.data, STACK_NAMES.app, '--exclusively', ...context],
          },
          needs.webAcl || needs.certificate
            ? { kind: 'cdk', args: ['deploy', STACK_NAMES.edge, '--exclusively', ...context] }
            : { kind: 'delete-stack', stackName: STACK_NAMES.edge, region: EDGE_REGION },
        ];

  const deployedName = deployed.app?.distributionDomainName;
  const origin = stageOrigin(config) ?? (deployedName && `https://${deployedName}`);
  if (origin) return [{ kind: 'build', env: webBuildEnv(config, origin) }, ...deploySteps];
  const { SITE_ORIGIN: _unknown, ...rest } = webBuildEnv(config);
  return [
    // The first build carries the web's placeholder origin for the few minutes until the second.
    { kind: 'build', env: webBuildEnv(config) },
    ...deploySteps,
    { kind: 'build-for-deployed-origin', env: rest },
    { kind: 'cdk', args: ['deploy', STACK_NAMES.app, '--exclusively', ...context] },
  ];
}

/**
 * A step as the shell commands an operator would type for it: in docs/operations/deploy.md
 * and as `--plan` prints it.
 */
export function describeStep(step: DeployStep): string[] {
  switch (step.kind) {
    case 'build':
      return [buildCommand(step.env)];
    case 'build-for-deployed-origin':
      return [
        `SITE_ORIGIN=https://<${DISTRIBUTION_DOMAIN_OUTPUT} output of ${STACK_NAMES.app}> ${buildCommand(step.env)}`,
      ];
    case 'cdk':
      return [['npx', 'cdk', ...step.args].join(' ')];
    case 'delete-stack': {
      const where = `--region ${step.region} --stack-name ${step.stackName}`;
      return [
        `aws cloudformation delete-stack ${where}`,
        `aws cloudformation wait stack-delete-complete ${where}`,
      ];
    }
  }
}
