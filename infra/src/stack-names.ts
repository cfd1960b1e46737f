/**
 * The names a stage's stacks and its account-wide resources carry: the CDK app creates
 * the stacks under them, and the deploy and operator scripts find the deployed resources
 * through them. Decision 0018 (docs/decisions/0018-stage-qualified-names.md).
 */

/** The three stacks, by what they hold. */
export const STACK_KINDS = ['data', 'app', 'edge'] as const;
export type StackKind = (typeof STACK_KINDS)[number];
export type StackNames = Readonly<Record<StackKind, string>>;

/**
 * The names every stage had before they carried the stage: kept by a stage file with
 * `legacyStackNames: true` (a deployment from before that release) and by `cdk synth`
 * with no stage. CloudFormation cannot rename a stack: a new name is a new stack, with new
 * (empty) tables beside the retained ones.
 */
export const LEGACY_STACK_NAMES: StackNames = {
  /** Tables and the admin user pool, retained. */
  data: 'LabData',
  /** Site, API, mail and alarms, in the home region. */
  app: 'LabApp',
  /** CloudFront's WAF web ACL and certificate, in us-east-1. */
  edge: 'LabEdge',
};

/** The WAF web ACL's CloudWatch metric dimension of the legacy names. */
const LEGACY_WEB_ACL_METRIC = 'lab-site';

const KIND_WORDS: StackNames = { data: 'Data', app: 'App', edge: 'Edge' };

/** What decides a stage's names: its name, and whether its stacks keep the legacy ones. */
export interface NamedStage {
  /** The stage file's name; none for `cdk synth` without a stage. */
  readonly stage?: string;
  /** The stage file's `legacyStackNames`. @default false */
  readonly legacyStackNames?: boolean;
}

/** The names of one stage's stacks and of what else it names itself. */
export interface StageNames {
  readonly stacks: StackNames;
  /**
   * The web ACL's CloudWatch metric dimension: two web ACLs under one name would add up
   * their requests in one metric.
   */
  readonly webAclMetric: string;
  /** True when these are LEGACY_STACK_NAMES. */
  readonly legacy: boolean;
}

/**
 * A stage's names: `Lab-<stage>-Data`, `Lab-<stage>-App`, `Lab-<stage>-Edge`, or the
 * legacy `LabData`, `LabApp`, `LabEdge`. The stage is kept as written (lower case) and the
 * kind capitalised, so no two stages share a name and no stage's name is the prefix of
 * another's (`Lab-a-App-` never starts `Lab-a-b-App-…`): the generated names CloudFormation
 * and the CDK derive from a stack's name (functions, log groups, CloudFront policies and
 * functions, the origin access control) differ between stages too.
 */
export function stageNames({ stage, legacyStackNames = false }: NamedStage): StageNames {
  if (stage === undefined || legacyStackNames) {
    return { stacks: LEGACY_STACK_NAMES, webAclMetric: LEGACY_WEB_ACL_METRIC, legacy: true };
  }
  const stacks = Object.fromEntries(
    STACK_KINDS.map((kind) => [kind, `Lab-${stage}-${KIND_WORDS[kind]}`]),
  ) as Record<StackKind, string>;
  return { stacks, webAclMetric: `lab-site-${stage}`, legacy: false };
}

/** The stacks of a stage under the other naming: where a wrong `legacyStackNames` would point. */
export function otherStackNames({ stage, legacyStackNames = false }: NamedStage): StackNames {
  return stageNames({ stage, legacyStackNames: !legacyStackNames }).stacks;
}
