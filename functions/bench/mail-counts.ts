import { performance } from 'node:perf_hooks';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DELIVERY_HEADER, SETTLED_STATES, type DeliveryState } from '@lab/shared/constants/mail';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import {
  DELIVERY_ATTRIBUTES,
  RECORD_TABLES,
  SAMPLE_MAIL_FACTS,
  TABLE_KEYS,
} from '@lab/shared/data/tables';
import type { LocalStack } from '../src/local/stack';
import type { Submitted } from './mail-submissions';
import { localDocumentClient } from './support';

/** How long a round with e-mail may take to settle every message. */
const SETTLE_MS = 10 * 60_000;

type Tally = Record<string, number>;

const add = (tally: Tally, key: string) => {
  tally[key] = (tally[key] ?? 0) + 1;
};

/** The delivery states on the burst's records, as `<message> <state>[ <reason>]` counts. */
async function deliveryStates(stack: LocalStack, ids: Set<string>): Promise<Tally> {
  const client = localDocumentClient(stack.base.DYNAMODB_ENDPOINT ?? '');
  const tally: Tally = {};
  try {
    for (const kind of RECORD_KINDS) {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new ScanCommand({
            TableName: stack.values[RECORD_TABLES[kind].envVar],
            ConsistentRead: true,
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? []) {
          if (!ids.has(String(item[TABLE_KEYS.partitionKey]))) continue;
          for (const [message, attribute] of Object.entries(DELIVERY_ATTRIBUTES)) {
            // An arrival or dispatch e-mail is due only once staff recorded its fact.
            const fact = (SAMPLE_MAIL_FACTS as Partial<Record<string, string>>)[message];
            if (fact && !item[fact]) continue;
            const delivery = item[attribute] as { state: string; reason?: string } | undefined;
            add(tally, [message, delivery?.state ?? 'pending', delivery?.reason].join(' ').trim());
          }
        }
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }
  } finally {
    client.destroy();
  }
  return tally;
}

const unsettled = (tally: Tally) =>
  Object.entries(tally)
    .filter(([key]) => !SETTLED_STATES.includes(key.split(' ')[1] as DeliveryState))
    .reduce((sum, [, count]) => sum + count, 0);

/** The messages the local SES took, by delivery header. */
export async function viewerDeliveries(stack: LocalStack): Promise<string[]> {
  const response = await fetch(`${stack.mailViewerUrl}/store`);
  const { emails } = (await response.json()) as {
    emails: { headers?: { name: string; value: string }[] }[];
  };
  return emails.flatMap(
    (email) => email.headers?.filter((h) => h.name === DELIVERY_HEADER).map((h) => h.value) ?? [],
  );
}

export interface MailCheck {
  settleSeconds: number;
  states: Tally;
  alerts: number;
  receipts: number;
  /** Records with other than one alert; addresses with other than one receipt. */
  wrongAlerts: number;
  wrongReceipts: number;
  ok: boolean;
}

/** The delivery states of `sent` once every message settled (or SETTLE_MS passed). */
export async function settled(stack: LocalStack, sent: Submitted[]) {
  const ids = new Set(sent.map((s) => s.id));
  const start = performance.now();
  let states = await deliveryStates(stack, ids);
  while (unsettled(states) > 0 && performance.now() - start < SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    states = await deliveryStates(stack, ids);
  }
  return { states, seconds: (performance.now() - start) / 1000 };
}

/** Waits for every message of the burst to settle, then counts what the viewer holds. */
export async function checkMail(stack: LocalStack, sent: Submitted[]): Promise<MailCheck> {
  const { states, seconds: settleSeconds } = await settled(stack, sent);
  const byId = new Map(sent.map((s) => [s.id, s]));
  const alertsPerId: Tally = {};
  const receiptsPerAddress: Tally = {};
  for (const key of await viewerDeliveries(stack)) {
    const [, id, message] = key.split('/');
    const submitted = id ? byId.get(id) : undefined;
    if (!submitted) continue;
    if (message === 'alert') add(alertsPerId, id as string);
    else add(receiptsPerAddress, submitted.email);
  }
  const addresses = new Set(sent.map((s) => s.email));
  const wrongAlerts = sent.filter((s) => alertsPerId[s.id] !== 1).length;
  const wrongReceipts = [...addresses].filter((a) => receiptsPerAddress[a] !== 1).length;
  const alerts = Object.values(alertsPerId).reduce((a, b) => a + b, 0);
  const receipts = Object.values(receiptsPerAddress).reduce((a, b) => a + b, 0);
  return {
    settleSeconds,
    states,
    alerts,
    receipts,
    wrongAlerts,
    wrongReceipts,
    ok:
      unsettled(states) === 0 &&
      alerts === sent.length &&
      receipts === addresses.size &&
      wrongAlerts === 0 &&
      wrongReceipts === 0,
  };
}
