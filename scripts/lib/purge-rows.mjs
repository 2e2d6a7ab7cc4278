// Deleting rows for `npm run purge`, by the keys the table service sent (see wire-entities.mjs),
// so that a row cannot name another row, or a key that does not exist, as its own. A flood of
// requests through the public add-only URL must not outgrow the scheduled job: rows are deleted
// as the listing pages in, up to 100 rows of one partition per request (a batch transaction).
import { oneLine } from './inbox-view.mjs';

/** The most operations Azure Tables takes in one batch transaction, all in one partition. */
export const BATCH_SIZE = 100;

const emptyResult = () => ({ found: 0, deleted: 0, gone: 0, failures: [] });

async function deleteOne(table, row, result) {
  try {
    await table.deleteEntity(row.PartitionKey, row.RowKey);
    result.deleted += 1;
  } catch (error) {
    // Already gone (another purge, or the owner): counted apart, as this run did not delete it.
    if (error.statusCode === 404) result.gone += 1;
    else result.failures.push({ id: oneLine(String(row.RowKey), 60), message: error.message });
  }
}

/** One request for the whole batch; if any row fails, the service undoes it: then row by row. */
async function deleteBatch(table, rows, result) {
  if (rows.length > 1) {
    try {
      const actions = rows.map((row) => [
        'delete',
        { partitionKey: row.PartitionKey, rowKey: row.RowKey },
      ]);
      await table.submitTransaction(actions);
      result.deleted += rows.length;
      return;
    } catch {
      // A batch is all or nothing: one row already gone fails it. Each row alone says which.
    }
  }
  for (const row of rows) await deleteOne(table, row, result);
}

/**
 * Deletes every row `rows` yields (an async iterable, such as a listing) while it yields them,
 * in batches per partition; `onProgress(result)` after each request. Returns the counts.
 */
export async function deleteRows(table, rows, { onProgress } = {}) {
  const result = emptyResult();
  const pending = new Map();
  const flush = async (partition) => {
    const batch = pending.get(partition) ?? [];
    pending.delete(partition);
    await deleteBatch(table, batch, result);
    onProgress?.(result);
  };
  for await (const row of rows) {
    result.found += 1;
    const batch = [...(pending.get(row.PartitionKey) ?? []), row];
    pending.set(row.PartitionKey, batch);
    if (batch.length === BATCH_SIZE) await flush(row.PartitionKey);
  }
  for (const partition of [...pending.keys()]) await flush(partition);
  return result;
}

/** One line for the log: deleted, already gone, failed. */
export function deletionSummary({ deleted, gone, failures }) {
  const parts = [`Deleted ${deleted}`];
  if (gone > 0) parts.push(`${gone} already gone`);
  if (failures.length > 0) parts.push(`${failures.length} failed`);
  return `${parts.join('; ')}.`;
}
