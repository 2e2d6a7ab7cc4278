/** @jest-environment node */
import type { TransactionAction } from '@azure/data-tables';
import { expect, test } from '@jest/globals';
import type { WireEntity } from './contact-rows';
import { BATCH_SIZE, deleteRows, deletionSummary } from './purge-rows';

const failure = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode });

type Request = { single?: [string, string]; batch?: [string, string][] };

/** A table that behaves as Azure's for deletes: a batch is all or nothing. */
function fakeTable({ gone = [], locked = [] }: { gone?: string[]; locked?: string[] } = {}) {
  const requests: Request[] = [];
  const check = (rowKey: string) => {
    if (gone.includes(rowKey)) throw failure(404, 'Not found');
    if (locked.includes(rowKey)) throw failure(500, 'Server busy');
  };
  return {
    requests,
    deleteEntity: async (partitionKey: string, rowKey: string) => {
      requests.push({ single: [partitionKey, rowKey] });
      check(rowKey);
    },
    submitTransaction: async (actions: TransactionAction[]) => {
      requests.push({
        batch: actions.map(([, { partitionKey, rowKey }]) => [partitionKey, rowKey]),
      });
      if (new Set(actions.map(([, entity]) => entity.partitionKey)).size > 1)
        throw failure(400, 'All entities in a batch must have the same partition key');
      if (actions.length > BATCH_SIZE) throw failure(400, 'Too many operations');
      actions.forEach(([, { rowKey }]) => check(rowKey));
    },
  };
}

async function* listing(...pages: WireEntity[][]) {
  for (const rows of pages) yield { rows };
}

const rowsIn = (partition: string, count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({
    PartitionKey: partition,
    RowKey: `${partition}-${from + index}`,
  }));

test('deletes up to 100 rows of one partition per request, a page before the next is read', async () => {
  const table = fakeTable();
  const progress: number[] = [];
  // Deleted page by page: nothing waits for a batch to fill.
  const first = [...rowsIn('contact', 150), ...rowsIn('other', 3)];
  const pages = [first, rowsIn('contact', 100, 150), rowsIn('p', 2)];
  const result = await deleteRows(table, listing(...pages), {
    onProgress: ({ deleted }) => progress.push(deleted),
  });
  expect(table.requests.map((request) => request.batch?.length)).toEqual([100, 50, 3, 100, 2]);
  expect(table.requests.flatMap((request) => request.batch)).toEqual(
    pages.flat().map((row) => [row.PartitionKey, row.RowKey]),
  );
  expect(result).toEqual({ found: 255, deleted: 255, gone: 0, failures: [] });
  expect(progress).toEqual([153, 253, 255]);
});

test('a batch with a row already gone or failing is retried row by row, which says which', async () => {
  const table = fakeTable({ gone: ['contact-1'], locked: ['contact-2'] });
  const result = await deleteRows(table, listing(rowsIn('contact', 4)));
  const keys = rowsIn('contact', 4).map((row) => row.RowKey);
  expect(table.requests[0]).toEqual({ batch: keys.map((key) => ['contact', key]) });
  expect(table.requests.slice(1).map((request) => request.single?.[1])).toEqual(keys);
  expect(result).toEqual({
    found: 4,
    deleted: 2,
    gone: 1,
    failures: [{ id: 'contact-2', message: 'Server busy' }],
  });
  expect(deletionSummary(result)).toBe('Deleted 2; 1 already gone; 1 failed.');
  expect(deletionSummary({ deleted: 3, gone: 0, failures: [] })).toBe('Deleted 3.');
});
