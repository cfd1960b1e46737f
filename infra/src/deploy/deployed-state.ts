/**
 * Reads what is deployed, with the operator's AWS credentials: the input of planDeploy,
 * and the user pool for admin:create.
 */
import {
  CloudFormationClient,
  DeleteStackCommand,
  DescribeStacksCommand,
  paginateListStackResources,
  waitUntilStackDeleteComplete,
  type Stack,
} from '@aws-sdk/client-cloudformation';
import { STAGE_TAG } from '@lab/shared/lambda/deployment-defaults';
import type { AppConfig } from '../config';
import { otherStackNames, stageNames, STACK_KINDS } from '../stack-names';
import { readStage } from '../stages';
import type { CredentialsProvider } from './bootstrap-roles';
import {
  DISTRIBUTION_DOMAIN_OUTPUT,
  EDGE_REGION,
  stackRegion,
  type DeployedState,
  type FoundStack,
} from './plan';

const clients = new Map<string, CloudFormationClient>();
let credentials: { read?: CredentialsProvider; remove?: CredentialsProvider } = {};
function cloudFormation(region: string, use: 'read' | 'remove' = 'read'): CloudFormationClient {
  let client = clients.get(`${use} ${region}`);
  if (!client) {
    client = new CloudFormationClient({ region, credentials: credentials[use] });
    clients.set(`${use} ${region}`, client);
  }
  return client;
}

/**
 * Reads stacks with `read` and deletes them with `remove` from now on, instead of the
 * caller's own credentials (the release pipeline's role may only assume the CDK bootstrap
 * roles: see bootstrap-roles.ts).
 */
export function useStackCredentials(read: CredentialsProvider, remove: CredentialsProvider): void {
  credentials = { read, remove };
  clients.clear();
}

/** The stack, or undefined when it does not exist (CloudFormation answers with an error). */
export async function describeStack(region: string, stackName: string): Promise<Stack | undefined> {
  try {
    const { Stacks } = await cloudFormation(region).send(
      new DescribeStacksCommand({ StackName: stackName }),
    );
    return Stacks?.[0];
  } catch (error) {
    if (
      (error as Error).name === 'ValidationError' &&
      /does not exist/.test((error as Error).message)
    ) {
      return undefined;
    }
    throw error;
  }
}

/** One output of a stack, if it has it. */
export function stackOutput(stack: Stack | undefined, key: string): string | undefined {
  return stack?.Outputs?.find((output) => output.OutputKey === key)?.OutputValue;
}

/** The stage a stack was deployed for (its STAGE_TAG), if it carries one. */
export function stackStage(stack: Stack): string | undefined {
  return stack.Tags?.find((tag) => tag.Key === STAGE_TAG)?.Value;
}

/**
 * The admin user pool of a stage, from its data stack's outputs.
 * @throws naming the stage and region when the stack is missing, belongs to another
 *   stage or has no pool output
 */
export function userPoolIdOf(
  stage: string,
  region: string,
  data: Stack | undefined,
  dataStackName: string,
): string {
  const where = `${dataStackName} stack in ${region}`;
  if (!data)
    throw new Error(`No ${where}: deploy stage ${stage} first (npm run deploy -- ${stage}).`);
  const owner = stackStage(data);
  if (owner !== undefined && owner !== stage) {
    throw new Error(`The ${where} belongs to stage "${owner}", not "${stage}".`);
  }
  const id = stackOutput(data, 'UserPoolId');
  if (!id) throw new Error(`The ${where} has no UserPoolId output: deploy stage ${stage} again.`);
  return id;
}

/** Where a stage's staff accounts live: the stage file's region, and its data stack there. */
export interface StageUserPool {
  region: string;
  poolId: string;
  data: Stack;
  /** The data stack's name (stack-names.ts). */
  dataStackName: string;
}

/**
 * The admin user pool of a stage as deployed: in the region its stage file names (never a
 * default region), from that region's data stack.
 */
export async function stageUserPool(
  stage: string,
  describe: typeof describeStack = describeStack,
  stagesDir?: string,
): Promise<StageUserPool> {
  const { region, legacyStackNames } = readStage(stage, stagesDir);
  const name = stageNames({ stage, legacyStackNames }).stacks.data;
  const data = await describe(region, name);
  const poolId = userPoolIdOf(stage, region, data, name);
  return { region, poolId, data: data as Stack, dataStackName: name };
}

/** The types and logical ids of a stack's resources that exist. */
export async function stackResources(
  region: string,
  stackName: string,
): Promise<{ type: string; logicalId: string; physicalId?: string }[]> {
  const found: { type: string; logicalId: string; physicalId?: string }[] = [];
  const pages = paginateListStackResources(
    { client: cloudFormation(region) },
    { StackName: stackName },
  );
  for await (const page of pages) {
    for (const resource of page.StackResourceSummaries ?? []) {
      if (resource.ResourceStatus === 'DELETE_COMPLETE') continue;
      found.push({
        type: resource.ResourceType ?? '',
        logicalId: resource.LogicalResourceId ?? '',
        physicalId: resource.PhysicalResourceId,
      });
    }
  }
  return found;
}

/** The logical id prefix of the app stack's alias records (`SiteAlias`, `SiteAliasIpv6`). */
const SITE_ALIAS_ID = /^SiteAlias/;

/**
 * The stage's three stacks where its configuration puts them, under its names, and any
 * stack under its other naming (see planDeploy).
 */
export async function readDeployedState(stage: string, config: AppConfig): Promise<DeployedState> {
  const named = { stage, legacyStackNames: config.legacyStackNames };
  const names = stageNames(named).stacks;
  const others = otherStackNames(named);
  const [data, app, edge, ...other] = await Promise.all([
    describeStack(config.region, names.data),
    describeStack(config.region, names.app),
    describeStack(EDGE_REGION, names.edge),
    ...STACK_KINDS.map((kind) => describeStack(stackRegion(kind, config), others[kind])),
  ]);
  const otherNamed = STACK_KINDS.flatMap((kind, index): FoundStack[] => {
    const stack = other[index];
    if (!stack) return [];
    const owner = stackStage(stack);
    return [
      { name: others[kind], region: stackRegion(kind, config), ...(owner && { stage: owner }) },
    ];
  });
  // From the resources, not outputs: stacks deployed before these outputs existed count too.
  const [edgeResources, appResources] = await Promise.all([
    edge ? stackResources(EDGE_REGION, names.edge) : [],
    app ? stackResources(config.region, names.app) : [],
  ]);
  const edgeTypes = new Set(edgeResources.map((resource) => resource.type));
  return {
    otherNamed,
    ...(data && { data: { stage: stackStage(data) } }),
    ...(app && {
      app: {
        stage: stackStage(app),
        distributionDomainName: stackOutput(app, DISTRIBUTION_DOMAIN_OUTPUT),
        siteAlias: appResources.some(
          (resource) =>
            resource.type === 'AWS::Route53::RecordSet' && SITE_ALIAS_ID.test(resource.logicalId),
        ),
      },
    }),
    ...(edge && {
      edge: {
        stage: stackStage(edge),
        webAcl: edgeTypes.has('AWS::WAFv2::WebACL'),
        certificate: edgeTypes.has('AWS::CertificateManager::Certificate'),
      },
    }),
  };
}

/** Deletes a stack and waits until it is gone; throws if the deletion fails. */
export async function deleteStack(region: string, stackName: string): Promise<void> {
  const client = cloudFormation(region, 'remove');
  await client.send(new DeleteStackCommand({ StackName: stackName }));
  await waitUntilStackDeleteComplete({ client, maxWaitTime: 3600 }, { StackName: stackName });
}
