import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LIST_PARTITION, RECORD_TABLES, TABLE_KEYS } from '@lab/shared/data/tables';
import { localDocumentClient } from '../../src/local/local-clients';
import { SHIPPING_REQUEST } from '../support/fixtures';
import { useTestApi } from '../support/test-api';

const context = useTestApi();

describe('dashboard counts', () => {
  it('stay right when a stored record cannot be read as a record', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await context.api.request('POST', '/api/shipping/request', {
        body: SHIPPING_REQUEST,
      });
      expect(res.status).toBe(201);
    }
    // The newest item of both lists, in no shape the schemas accept (written by hand,
    // or by an older or newer version).
    const client = localDocumentClient(context.api.env.base.DYNAMODB_ENDPOINT as string);
    for (const kind of ['contact', 'shipping'] as const) {
      await client.send(
        new PutCommand({
          TableName: context.api.env.values[RECORD_TABLES[kind].envVar],
          Item: {
            [TABLE_KEYS.partitionKey]: '7ZZZZZZZZZZZZZZZZZZZZZZZZZ',
            [TABLE_KEYS.listIndex.partitionKey]: LIST_PARTITION,
            createdAt: 'not a date',
            name: 42,
            shipperEmail: ['not', 'an', 'address'],
          },
        }),
      );
    }
    client.destroy();

    const res = await context.api.request('GET', '/api/admin/dashboard', { token: context.token });
    expect(res).toMatchObject({
      status: 200,
      body: {
        counts: { contact: 0, resource: 0, shipping: 2 },
        open: { contact: 0, resource: 0, shipping: 2 },
      },
    });
    expect(Object.keys(res.body as object)).toEqual(['counts', 'open']);
  });
});
