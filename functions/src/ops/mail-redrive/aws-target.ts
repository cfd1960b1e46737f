import {
  CloudFormationClient,
  paginateDescribeStacks,
  type Stack,
} from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  GetFunctionConfigurationCommand,
  InvokeCommand,
  LambdaClient,
} from '@aws-sdk/client-lambda';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_REDRIVE_OUTPUTS } from '@lab/shared/data/mail-jobs';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import { STAGE_TAG } from '@lab/shared/lambda/deployment-defaults';
import type { RedrivenRecord } from '../../jobs/mail-worker/mail-worker';
import type { FeedbackDeadLetters } from './feedback-replay';
import type { MailTarget } from './redrive';

/**
 * A deployed stage's mail as `npm run mail:redrive -- <stage>` reaches it, with the
 * operator's credentials: the app stack found by its stage tag and its mail outputs
 * (MAIL_REDRIVE_OUTPUTS), the record tables named by the worker's own environment, the
 * worker invoked synchronously, the failed batches in the stream-failures bucket, and the
 * feedback's dead-letter queue.
 */
export async function awsTarget(
  stage: string,
  region: string,
): Promise<MailTarget & { feedback: FeedbackDeadLetters; close(): void }> {
  const outputs = await appStackOutputs(new CloudFormationClient({ region }), stage, region);
  const lambda = new LambdaClient({ region });
  const s3 = new S3Client({ region });
  const sqs = new SQSClient({ region });
  const dynamodb = new DynamoDBClient({ region });
  const client = DynamoDBDocumentClient.from(dynamodb);

  const worker = outputs[MAIL_REDRIVE_OUTPUTS.worker] as string;
  const { Environment } = await lambda.send(
    new GetFunctionConfigurationCommand({ FunctionName: worker }),
  );
  const tables = Object.fromEntries(
    RECORD_KINDS.map((kind) => {
      const name = Environment?.Variables?.[RECORD_TABLES[kind].envVar];
      if (!name) throw new Error(`The mail worker ${worker} names no ${kind} table`);
      return [kind, name];
    }),
  ) as Record<RecordKind, string>;

  /** Invokes a function and waits for its answer: throws with its error when it failed. */
  async function invoke(functionName: string, event: unknown): Promise<unknown> {
    const answer = await lambda.send(
      new InvokeCommand({ FunctionName: functionName, Payload: JSON.stringify(event) }),
    );
    const text = answer.Payload ? new TextDecoder().decode(answer.Payload) : 'null';
    if (answer.FunctionError) throw new Error(`${functionName} failed: ${text}`);
    return JSON.parse(text) as unknown;
  }

  const bucket = outputs[MAIL_REDRIVE_OUTPUTS.streamFailures] as string;
  const queueUrl = outputs[MAIL_REDRIVE_OUTPUTS.feedbackDeadLetters] as string;
  const feedback = outputs[MAIL_REDRIVE_OUTPUTS.feedback] as string;
  return {
    tables,
    client,
    invokeWorker: async (event) => (await invoke(worker, event)) as RedrivenRecord[],
    failures: {
      where: `s3://${bucket}`,
      async list() {
        const keys: string[] = [];
        for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket })) {
          keys.push(...(page.Contents ?? []).flatMap((object) => object.Key ?? []));
        }
        return keys;
      },
      async read(key) {
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (await Body?.transformToString('utf-8')) ?? '';
      },
      async remove(key) {
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      },
    },
    feedback: {
      async count() {
        const { Attributes } = await sqs.send(
          new GetQueueAttributesCommand({
            QueueUrl: queueUrl,
            AttributeNames: ['ApproximateNumberOfMessages'],
          }),
        );
        return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
      },
      async receive() {
        const { Messages = [] } = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: 1,
            // Long enough for ten invocations; a failed one shows again after.
            VisibilityTimeout: 300,
          }),
        );
        return Messages.flatMap((message) =>
          message.MessageId && message.ReceiptHandle && message.Body !== undefined
            ? [{ id: message.MessageId, handle: message.ReceiptHandle, body: message.Body }]
            : [],
        );
      },
      async remove(letter) {
        await sqs.send(
          new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: letter.handle }),
        );
      },
      async invokeFeedback(event) {
        await invoke(feedback, event);
      },
    },
    close() {
      for (const sdk of [lambda, s3, sqs, dynamodb]) sdk.destroy();
    },
  };
}

/** The outputs of the stage's app stack: the stack tagged with the stage that has them. */
async function appStackOutputs(
  cloudFormation: CloudFormationClient,
  stage: string,
  region: string,
): Promise<Record<string, string>> {
  const found: Stack[] = [];
  for await (const page of paginateDescribeStacks({ client: cloudFormation }, {})) {
    for (const stack of page.Stacks ?? []) {
      const tagged = stack.Tags?.some((tag) => tag.Key === STAGE_TAG && tag.Value === stage);
      const hasMail = stack.Outputs?.some((o) => o.OutputKey === MAIL_REDRIVE_OUTPUTS.worker);
      if (tagged && hasMail) found.push(stack);
    }
  }
  cloudFormation.destroy();
  const [stack, ...others] = found;
  if (!stack || others.length > 0) {
    throw new Error(
      stack
        ? `More than one stack of stage ${stage} in ${region} has the mail outputs: ${found.map((s) => s.StackName).join(', ')}`
        : `No app stack of stage ${stage} in ${region} has the mail outputs (${MAIL_REDRIVE_OUTPUTS.worker}): deploy this release first, or pass --region`,
    );
  }
  return Object.fromEntries(
    (stack.Outputs ?? []).flatMap((o) =>
      o.OutputKey && o.OutputValue ? [[o.OutputKey, o.OutputValue]] : [],
    ),
  );
}
