/**
 * What `npm run deploy -- <stage>` does, decided from the stage's configuration and the
 * stacks already deployed: a pure function, so each case is tested without AWS.
 */
import { edgeNeeds, type AppConfig } from '../config';
import { stageNames, type StackKind } from '../stack-names';
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

/** Where a stack of each kind lives: CloudFront-scoped parts in us-east-1, the rest at home. */
export function stackRegion(kind: StackKind, config: Pick<AppConfig, 'region'>): string {
  return kind === 'edge' ? EDGE_REGION : config.region;
}

/** A stack found by name, with the stage tag it carries, if any. */
export interface FoundStack {
  readonly name: string;
  readonly region: string;
  readonly stage?: string;
}

/** The stacks that exist, with what the plan needs to know of each. */
export interface DeployedState {
  /**
   * Stacks under the stage's other naming (the legacy names when its own carry the stage,
   * and the reverse): a sign that `legacyStackNames` is wrong for it. @default none
   */
  readonly otherNamed?: readonly FoundStack[];
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
  | {
      readonly kind: 'build-for-deployed-origin';
      readonly env: Omit<WebBuildEnv, 'SITE_ORIGIN'>;
      /** The app stack whose output holds the name. */
      readonly appStack: string;
    }
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
 * @throws PlanError when a stack belongs to another stage, when the stage's stacks exist
 *   under its other naming (a wrong `legacyStackNames` would deploy a second set, with
 *   empty tables), when the us-east-1 stack would both gain and lose a part in one
 *   release, or when a live stage's alias records would go
 */
export function planDeploy(
  stage: string,
  config: AppConfig,
  deployed: DeployedState,
): DeployStep[] {
  const file = `infra/stages/${stage}.json`;
  const names = stageNames({ stage, legacyStackNames: config.legacyStackNames });
  const { stacks } = names;
  for (const kind of ['data', 'app', 'edge'] as const) {
    const owner = deployed[kind]?.stage;
    if (owner !== undefined && owner !== stage) {
      throw new PlanError(
        `The ${stacks[kind]} stack in ${stackRegion(kind, config)} belongs to stage "${owner}", not "${stage}". ` +
          `Only one stage per account and region keeps the legacy stack names: remove legacyStackNames from ${file}.`,
      );
    }
  }
  for (const found of deployed.otherNamed ?? []) {
    const where = `The ${found.name} stack in ${found.region}`;
    if (!names.legacy) {
      // Legacy names: this stage's (tagged so), or nobody's yet (from before stage files).
      if (found.stage === stage) {
        throw new PlanError(
          `${where} is stage ${stage}'s, deployed before stack names carried the stage. ` +
            `Add "legacyStackNames": true to ${file} so it keeps those stacks (docs/operations/deploy.md).`,
        );
      }
      if (found.stage === undefined) {
        throw new PlanError(
          `${where} carries no stage tag (deployed before stage files). If it is stage ${stage}'s, add ` +
            `"legacyStackNames": true to ${file}; if it is another stage's, deploy that stage first ` +
            '(with "legacyStackNames": true), which tags its stacks.',
        );
      }
    } else {
      throw new PlanError(
        `${where} is stage ${stage}'s, under the name that carries the stage: remove legacyStackNames from ${file}.`,
      );
    }
  }

  if (deployed.app?.siteAlias && !config.live) {
    throw new PlanError(
      `${stacks.app} holds the alias records that point ${config.domainName ?? 'the domain'} at the site, ` +
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
      `This release would add ${added.map((p) => EDGE_PARTS[p]).join(' and ')} to the ${stacks.edge} stack ` +
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
            args: ['deploy', stacks.data, stacks.app, '--exclusively', ...context],
          },
          needs.webAcl || needs.certificate
            ? { kind: 'cdk', args: ['deploy', stacks.edge, '--exclusively', ...context] }
            : { kind: 'delete-stack', stackName: stacks.edge, region: EDGE_REGION },
        ];

  const deployedName = deployed.app?.distributionDomainName;
  const origin = stageOrigin(config) ?? (deployedName && `https://${deployedName}`);
  if (origin) return [{ kind: 'build', env: webBuildEnv(config, origin) }, ...deploySteps];
  const { SITE_ORIGIN: _unknown, ...rest } = webBuildEnv(config);
  return [
    // The first build carries the web's placeholder origin for the few minutes until the second.
    { kind: 'build', env: webBuildEnv(config) },
    ...deploySteps,
    { kind: 'build-for-deployed-origin', env: rest, appStack: stacks.app },
    { kind: 'cdk', args: ['deploy', stacks.app, '--exclusively', ...context] },
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
        `SITE_ORIGIN=https://<${DISTRIBUTION_DOMAIN_OUTPUT} output of ${step.appStack}> ${buildCommand(step.env)}`,
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
