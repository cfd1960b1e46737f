import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { MAIL_EVENT_PATTERNS } from '@lab/shared/data/tables';
import { streamFailureRecord } from '../ops/mail-redrive/stream-failure';
import { localClientConfig } from './local-clients';

/*
 * What Lambda's event source mapping does for the mail worker in AWS, on DynamoDB Local's
 * streams: reads each record table's stream in order, keeps the events the mapping's filter
 * keeps (MAIL_EVENT_PATTERNS), hands them to the worker's handler in batches, and moves
 * past a batch only once the handler took it. A batch the handler reports failed (from its
 * first failed record) is handed over again with a growing delay; after `maxRetries` it is
 * written whole to the failures folder, as the mapping writes it to its S3 on-failure
 * destination (what `npm run mail:redrive -- local --failures` reads). Positions are kept
 * in a file, so a worker that stops (or is killed) goes on where it left off.
 */

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

export interface StreamReaderOptions {
  endpoint: string;
  /** The record tables whose streams to read. */
  tables: readonly string[];
  handler: StreamHandler;
  /** Where positions are kept between runs; in memory when absent. */
  positionsFile?: string;
  /** The folder where batches go that failed every retry, one file each. */
  failuresDir?: string;
  log: (line: string) => void;
  /** Awaited before each read of a stream (the local stack waits there for the API's lulls). */
  beforePoll?: () => Promise<void>;
  pollMs?: number;
  batchSize?: number;
  maxRetries?: number;
  /** Delay before the first retry; it doubles up to 30 s. */
  retryBaseMs?: number;
}

/** An `exists` rule of an event pattern: the leaf value is present (or, when false, absent). */
const isExistsRule = (rule: unknown): rule is { exists: boolean } =>
  typeof rule === 'object' &&
  rule !== null &&
  typeof (rule as { exists?: unknown }).exists === 'boolean';

/**
 * True when `value` matches an event pattern of arrays (allowed values, or `{ exists }`
 * rules, which like Lambda's match leaf values alone) and nested objects.
 */
export function matchesPattern(value: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) {
    return pattern.some((rule) =>
      isExistsRule(rule)
        ? rule.exists === (value !== undefined && (typeof value !== 'object' || value === null))
        : rule === value,
    );
  }
  if (typeof pattern !== 'object' || pattern === null) return false;
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(pattern).every(([key, sub]) =>
    matchesPattern((value as Record<string, unknown>)[key], sub),
  );
}

/** A stream record as Lambda hands it to a function. */
export function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const { ApproximateCreationDateTime, ...dynamodb } = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource,
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(dynamodb as DynamoDBRecord['dynamodb']),
      ...(ApproximateCreationDateTime && {
        ApproximateCreationDateTime: Math.floor(ApproximateCreationDateTime.getTime() / 1000),
      }),
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True when `event` matches any of the mapping's filter patterns (MAIL_EVENT_PATTERNS). */
export const isMailEvent = (event: DynamoDBRecord): boolean =>
  MAIL_EVENT_PATTERNS.some((pattern) => matchesPattern(event, pattern));

/** Starts reading; `stop` finishes the batch in hand and resolves. */
export function startStreamReader(options: StreamReaderOptions): { stop(): Promise<void> } {
  const {
    endpoint,
    handler,
    log,
    pollMs = 200,
    batchSize = 100,
    maxRetries = 8,
    retryBaseMs = 500,
  } = options;
  const config = localClientConfig(endpoint);
  const dynamodb = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  const positions: Record<string, string> =
    options.positionsFile && existsSync(options.positionsFile)
      ? (JSON.parse(readFileSync(options.positionsFile, 'utf8')) as Record<string, string>)
      : {};
  const keep = (shardId: string, sequence: string) => {
    positions[shardId] = sequence;
    if (!options.positionsFile) return;
    // Whole or not at all: a kill mid-write must not lose every position.
    writeFileSync(`${options.positionsFile}.tmp`, JSON.stringify(positions));
    renameSync(`${options.positionsFile}.tmp`, options.positionsFile);
  };
  let running = true;

  /** Hands `records` over until the handler takes them all, or they go to the dead letters. */
  async function deliver(streamArn: string, shardId: string, records: StreamRecord[]) {
    let pending = records;
    for (let attempt = 0; running && pending.length > 0; attempt++) {
      const events = pending.map((record) => toLambdaRecord(record, streamArn)).filter(isMailEvent);
      let failedFrom: string | undefined;
      try {
        const result = events.length > 0 ? await handler({ Records: events }) : undefined;
        // The first failed record in stream order (sequence numbers are decimal strings,
        // zero-padded by DynamoDB Local: compared as numbers, kept as written).
        const failed = (result?.batchItemFailures ?? []).map((f) => f.itemIdentifier);
        failedFrom = failed.reduce<string | undefined>(
          (a, b) => (a === undefined || BigInt(b) < BigInt(a) ? b : a),
          undefined,
        );
      } catch (error) {
        log(`Mail worker: batch failed: ${String(error)}`);
        failedFrom = pending[0]?.dynamodb?.SequenceNumber;
      }
      const index = failedFrom
        ? pending.findIndex((r) => r.dynamodb?.SequenceNumber === failedFrom)
        : pending.length;
      const done = pending.slice(0, index === -1 ? pending.length : index);
      const last = done.at(-1)?.dynamodb?.SequenceNumber;
      if (last) keep(shardId, last);
      pending = pending.slice(done.length);
      if (pending.length === 0) return;
      if (attempt >= maxRetries) {
        const from = pending[0]?.dynamodb?.SequenceNumber;
        const to = pending.at(-1)?.dynamodb?.SequenceNumber;
        const failed = pending
          .map((record) => toLambdaRecord(record, streamArn))
          .filter(isMailEvent);
        if (options.failuresDir && failed.length > 0) {
          const failure = streamFailureRecord(failed, {
            shardId,
            streamArn,
            attempts: maxRetries + 1,
          });
          mkdirSync(options.failuresDir, { recursive: true });
          // Named as S3 keys sort: by when it failed.
          const name = `${failure.timestamp.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
          writeFileSync(join(options.failuresDir, name), JSON.stringify(failure));
        }
        log(
          `Mail worker: records ${from}…${to} failed ${maxRetries + 1} times; kept for mail:redrive`,
        );
        if (to) keep(shardId, to);
        return;
      }
      await sleep(Math.min(retryBaseMs * 2 ** attempt, 30_000));
    }
  }

  /** Where to read a shard from: after its position, or from its oldest record. */
  async function iterator(streamArn: string, shardId: string): Promise<string | undefined> {
    const position = positions[shardId];
    try {
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ...(position
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: position }
            : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      );
      return ShardIterator;
    } catch (error) {
      if ((error as Error).name !== 'TrimmedDataAccessException') throw error;
      // DynamoDB Local says so of a shard with no record yet; and a position older than
      // the stream keeps (24 hours) is gone: read from the oldest record it still has
      // (messages already settled are not sent again).
      if (position) {
        log(`Mail worker: stream position ${position} expired; reading from the oldest record`);
        delete positions[shardId];
      }
      return undefined;
    }
  }

  async function readTable(tableName: string) {
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
    const streamArn = Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
    const closed = new Set<string>();
    while (running) {
      await options.beforePoll?.();
      if (!running) return;
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn }),
      );
      let idle = true;
      for (const shard of StreamDescription?.Shards ?? []) {
        const shardId = shard.ShardId;
        if (!shardId || closed.has(shardId) || !running) continue;
        const ShardIterator = await iterator(streamArn, shardId);
        if (!ShardIterator) continue;
        const { Records = [], NextShardIterator } = await streams.send(
          new GetRecordsCommand({ ShardIterator, Limit: batchSize }),
        );
        if (Records.length > 0) {
          idle = false;
          await deliver(streamArn, shardId, Records);
        } else if (!NextShardIterator) {
          closed.add(shardId);
        }
      }
      if (idle) await sleep(pollMs);
    }
  }

  const readers = options.tables.map((table) =>
    (async () => {
      while (running) {
        try {
          await readTable(table);
        } catch (error) {
          if (!running) return;
          log(`Mail worker: reading ${table}'s stream failed, trying again: ${String(error)}`);
          await sleep(1000);
        }
      }
    })(),
  );

  return {
    async stop() {
      running = false;
      await Promise.all(readers);
      dynamodb.destroy();
      streams.destroy();
    },
  };
}
