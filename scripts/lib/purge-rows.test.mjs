/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { deleteRows, deletionSummary } from './purge-rows.mjs';

const failure = (statusCode, message) => Object.assign(new Error(message), { statusCode });

test('deletes by the wire keys and counts rows already gone apart from deletions', async () => {
  const calls = [];
  const table = {
    deleteEntity: async (partitionKey, rowKey) => {
      calls.push([partitionKey, rowKey]);
      if (rowKey === 'gone') throw failure(404, 'Not found');
      if (rowKey === 'locked') throw failure(500, 'Server busy');
    },
  };
  const rows = ['a', 'gone', 'locked', 'b'].map((RowKey) => ({ PartitionKey: 'contact', RowKey }));
  const result = await deleteRows(table, rows);
  expect(calls).toEqual(rows.map((row) => [row.PartitionKey, row.RowKey]));
  expect(result).toEqual({
    deleted: 2,
    gone: 1,
    failures: [{ id: 'locked', message: 'Server busy' }],
  });
  expect(deletionSummary(result)).toBe('Deleted 2; 1 already gone; 1 failed.');
  expect(deletionSummary({ deleted: 3, gone: 0, failures: [] })).toBe('Deleted 3.');
});
