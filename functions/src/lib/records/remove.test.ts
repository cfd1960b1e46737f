import { describe, expect, it } from 'vitest';
import { recordRemoval } from './remove';

const base = {
  tableName: 'records',
  id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  reference: null,
  shard: 3,
  token: 't-1',
};

describe('recordRemoval', () => {
  it('deletes a new record (or one stored before statuses) and takes one off the total only', () => {
    const { ClientRequestToken, TransactItems } = recordRemoval({ ...base, status: 'new' });
    expect(ClientRequestToken).toBe('t-1');
    expect(TransactItems).toEqual([
      {
        Delete: {
          TableName: 'records',
          Key: { id: base.id },
          ConditionExpression:
            'attribute_exists(#id) AND (attribute_not_exists(#status) OR #status = :status)',
          ExpressionAttributeNames: { '#id': 'id', '#status': 'status' },
          ExpressionAttributeValues: { ':status': 'new' },
        },
      },
      {
        Update: {
          TableName: 'records',
          Key: { id: '#count#3' },
          UpdateExpression: 'ADD #total :minus',
          ExpressionAttributeNames: { '#total': 'total' },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ]);
  });

  it.each(['in-progress', 'done', 'spam'] as const)(
    'deletes a %s record only while it is still %s, and takes one off the total and its count',
    (status) => {
      const [remove, counter] = recordRemoval({ ...base, status }).TransactItems ?? [];
      expect(remove?.Delete).toMatchObject({
        ConditionExpression: 'attribute_exists(#id) AND #status = :status',
        ExpressionAttributeValues: { ':status': status },
      });
      expect(counter?.Update).toMatchObject({
        UpdateExpression: 'ADD #total :minus, #status :minus',
        ExpressionAttributeNames: { '#total': 'total', '#status': status },
        ExpressionAttributeValues: { ':minus': -1 },
      });
    },
  );

  it("deletes the record's reference claim with it, and only its own", () => {
    const [, claim, counter] =
      recordRemoval({ ...base, reference: 'PAL-7K3Q-9D', status: 'done' }).TransactItems ?? [];
    expect(claim).toEqual({
      Delete: {
        TableName: 'records',
        Key: { id: 'PAL-7K3Q-9D' },
        ConditionExpression: '#record = :id',
        ExpressionAttributeNames: { '#record': 'recordId' },
        ExpressionAttributeValues: { ':id': base.id },
      },
    });
    expect(counter?.Update?.Key).toEqual({ id: '#count#3' });
  });
});
