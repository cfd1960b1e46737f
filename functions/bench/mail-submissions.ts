import { performance } from 'node:perf_hooks';
import { apiPath } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { createdResponseSchema } from '@lab/shared/schemas/api-error';
import { FORM_BODIES, type FormRoute } from './load';
import { BURST, CONNECTIONS } from './mail-settings';

const ROUTE: Record<RecordKind, FormRoute> = {
  contact: 'create-contact',
  resource: 'create-resource-request',
  shipping: 'create-shipping-request',
};

/** One public form's body from `email`, with a name of its own. */
function bodyOf(kind: RecordKind, email: string, name: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...FORM_BODIES[ROUTE[kind]] };
  if (kind === 'shipping') return { ...body, shipperEmail: email, shipperName: name };
  return { ...body, email, name };
}

export interface Submitted {
  kind: RecordKind;
  id: string;
  reference: string;
  email: string;
  ms: number;
}

/** One public form submitted from `email`, timed from the client until its 201. */
export async function submit(base: string, kind: RecordKind, email: string, name: string) {
  const start = performance.now();
  const response = await fetch(base + apiPath(ROUTE[kind]), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bodyOf(kind, email, name)),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 201) throw new Error(`${kind} answered ${response.status}: ${text}`);
  const { id, reference } = createdResponseSchema.parse(JSON.parse(text));
  return { kind, id, reference, email, ms } satisfies Submitted;
}

/**
 * The burst: all BURST.submissions handed to CONNECTIONS clients at once, the i-th from
 * address i mod BURST.addresses; each submission's latency is its own request's.
 */
export async function burst(base: string, round: string): Promise<Submitted[]> {
  const queue = Array.from({ length: BURST.submissions }, (_, i) => i);
  const sent: Submitted[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        sent.push(
          await submit(
            base,
            RECORD_KINDS[i % RECORD_KINDS.length] as RecordKind,
            `bench-${round}-${i % BURST.addresses}@example.com`,
            `Bench ${round} ${i}`,
          ),
        );
      }
    }),
  );
  return sent;
}
