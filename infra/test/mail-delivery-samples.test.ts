import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_JOBS } from '@lab/shared/data/mail-jobs';
import { DELIVERY_ATTRIBUTES, MAIL_EVENT_PATTERNS } from '@lab/shared/data/tables';
import { SECRETS } from '@lab/shared/security/secrets';
import { Data } from '../src/constructs/data';
import { Mail } from '../src/constructs/mail';
import { MailDelivery } from '../src/constructs/mail-delivery';

/*
 * The mail construct's part in issue 31, on the construct alone (the whole app's synth in
 * mail-delivery.test.ts needs every route's handler): the stream filters that let the
 * samples facts through, the worker's bookkeeping of their e-mails, and its read of the
 * document link key.
 */

let template: Template;
beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'Test', {
    env: { account: '111111111111', region: 'ca-central-1' },
  });
  const { tables } = new Data(stack, 'Data');
  const mail = new Mail(stack, 'Mail', {
    mailFrom: 'no-reply@example.com',
    notifyTo: 'lab@example.com',
  });
  const delivery = new MailDelivery(stack, 'MailDelivery', {
    tables,
    mail,
    mailFrom: 'no-reply@example.com',
    notifyTo: 'lab@example.com',
    siteUrl: 'https://lab.example',
  });
  delivery.useDocumentLinkKey(new Secret(stack, 'DocumentLinkKey'));
  template = Template.fromStack(stack);
});

type Json = Record<string, unknown>;
const resources = (type: string) =>
  Object.entries(template.findResources(type)) as [string, Json & { Properties: Json }][];
const worker = () => {
  const found = resources('AWS::Lambda::Function').filter(([id]) =>
    /^MailDeliveryWorker[0-9A-F]{8}$/.test(id),
  );
  expect(found).toHaveLength(1);
  return found[0]!;
};
const statements = () =>
  resources('AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes('MailDeliveryWorkerRole'))
    .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Json[] }).Statement);

describe('the mail worker on samples facts', () => {
  it('filters each record table’s stream by every mail event pattern: records stored, and records with a samples fact', () => {
    const mappings = resources('AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(3);
    for (const [, mapping] of mappings) {
      expect(mapping.Properties.FilterCriteria).toEqual({
        Filters: MAIL_EVENT_PATTERNS.map((pattern) => ({ Pattern: JSON.stringify(pattern) })),
      });
    }
    // Exists on the fact's `at`, a leaf: Lambda ignores `exists` on a map.
    expect(JSON.stringify(MAIL_EVENT_PATTERNS[1])).toContain(
      '"samplesReceived":{"M":{"at":{"S":[{"exists":true}]}}}',
    );
    expect(JSON.stringify(MAIL_EVENT_PATTERNS[2])).toContain(
      '"containersSent":{"M":{"at":{"S":[{"exists":true}]}}}',
    );
  });

  it('writes the arrival’s and the dispatch’s deliveries beside the alert’s and the receipt’s', () => {
    const update = statements().find(
      (s) =>
        s.Action === 'dynamodb:UpdateItem' &&
        JSON.stringify(s.Condition).includes('dynamodb:Attributes'),
    );
    expect(
      (update?.Condition as { 'ForAllValues:StringEquals': Json })['ForAllValues:StringEquals'][
        'dynamodb:Attributes'
      ],
    ).toEqual(['id', ...Object.values(DELIVERY_ATTRIBUTES)]);
  });

  it('reads the document link key, that secret alone, by the ARN in its variable', () => {
    const [, fn] = worker();
    const env = (fn.Properties.Environment as { Variables: Json }).Variables;
    expect(Object.keys(env).sort()).toEqual(['NODE_OPTIONS', ...MAIL_JOBS.worker.env].sort());
    const [secretId] = resources('AWS::SecretsManager::Secret')[0]!;
    expect(env[SECRETS.documentLink.envVar]).toEqual({ Ref: secretId });
    const secretReads = statements().filter((s) =>
      JSON.stringify(s.Action).includes('secretsmanager:'),
    );
    expect(secretReads).toEqual([
      { Action: 'secretsmanager:GetSecretValue', Effect: 'Allow', Resource: { Ref: secretId } },
    ]);
  });
});
