import type { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { queryUpTo } from './dynamo-query';

/** A client whose Query answers the pages given, one a call. */
const pagesOf = (...pages: { Items: { id: string }[]; LastEvaluatedKey?: object }[]) => {
  const send = vi.fn(async (_command: QueryCommand) => pages.shift() ?? { Items: [] });
  return { send };
};

const input = { TableName: 'records', KeyConditionExpression: '#pk = :pk' };

describe('queryUpTo', () => {
  it('reads on past a page that stopped short (1 MB) until the limit is met', async () => {
    const client = pagesOf(
      { Items: [{ id: 'a' }], LastEvaluatedKey: { id: 'a' } },
      { Items: [{ id: 'b' }, { id: 'c' }], LastEvaluatedKey: { id: 'c' } },
    );
    const ids = await queryUpTo(client as never, input, 3, (item) => String(item.id));
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(client.send.mock.calls.map(([command]) => command.input)).toEqual([
      { ...input, Limit: 3, ExclusiveStartKey: undefined },
      { ...input, Limit: 2, ExclusiveStartKey: { id: 'a' } },
    ]);
  });

  it('stops when the Query has no more, and does not count what it passes over', async () => {
    const client = pagesOf(
      { Items: [{ id: 'a' }, { id: 'skip' }], LastEvaluatedKey: { id: 'skip' } },
      { Items: [{ id: 'b' }] },
    );
    const ids = await queryUpTo(client as never, input, 5, ({ id }) => (id === 'skip' ? null : id));
    expect(ids).toEqual(['a', 'b']);
    expect(client.send.mock.calls[1]?.[0].input.Limit).toBe(4);
    expect(client.send).toHaveBeenCalledTimes(2);
  });
});
