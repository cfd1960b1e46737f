import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../src/local/local-clients';
import { ensureTables } from '../../src/local/local-tables';
import { assertPortFree, freePort } from '../../src/local/ports';
import { startStandIns } from '../../src/local/stand-ins';

const TABLE = 'restart-test';

/*
 * The fault benchmark stops, starts and freezes DynamoDB Local under a running app. These
 * are the promises it relies on, on stand-ins of this test's own (the run's shared ones
 * keep running).
 */
describe('DynamoDB Local stopped and started on its own', () => {
  it('keeps its on-disk data, serves the same endpoint again and is stopped with the rest', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lab-restart-'));
    const port = await freePort();
    const standIns = await startStandIns({
      ports: { dynamodb: port, cognito: await freePort(), ses: 0 },
      dataDir,
    });
    // One client throughout, as the handlers keep theirs across invocations.
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: standIns.endpoints.dynamodb,
        region: LOCAL_REGION,
        credentials: LOCAL_CREDENTIALS,
        maxAttempts: 1,
      }),
    );
    const get = (signal?: AbortSignal) =>
      client.send(new GetCommand({ TableName: TABLE, Key: { id: 'kept' } }), {
        abortSignal: signal,
      });
    try {
      await ensureTables(standIns.endpoints.dynamodb, [TABLE]);
      await client.send(new PutCommand({ TableName: TABLE, Item: { id: 'kept', n: 1 } }));

      await standIns.dynamodb.stop();
      await expect(get()).rejects.toThrow(/ECONNREFUSED/);
      await expect(standIns.dynamodb.stop()).rejects.toThrow('not running');

      await standIns.dynamodb.start();
      expect((await get()).Item).toEqual({ id: 'kept', n: 1 });
      await expect(standIns.dynamodb.start()).rejects.toThrow('already running');

      // Frozen, it accepts connections and answers nothing; thawed, it answers again.
      standIns.dynamodb.signal('SIGSTOP');
      await expect(get(AbortSignal.timeout(500))).rejects.toThrow();
      standIns.dynamodb.signal('SIGCONT');
      expect((await get()).Item).toEqual({ id: 'kept', n: 1 });

      await standIns.stop();
      await assertPortFree(port, 'DynamoDB Local', 'DYNAMODB_PORT');
    } finally {
      client.destroy();
      await standIns.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
