// Deleting rows for `npm run purge`, by the keys the table service sent (see wire-entities.mjs),
// so that a row cannot name another row, or a key that does not exist, as its own.
import { oneLine } from './inbox-view.mjs';

/**
 * Deletes each row; a row that is already gone (404: another purge, or the owner) is counted
 * apart, as it was not deleted by this run.
 */
export async function deleteRows(table, rows) {
  const result = { deleted: 0, gone: 0, failures: [] };
  for (const row of rows) {
    try {
      await table.deleteEntity(row.PartitionKey, row.RowKey);
      result.deleted += 1;
    } catch (error) {
      if (error.statusCode === 404) result.gone += 1;
      else result.failures.push({ id: oneLine(String(row.RowKey), 60), message: error.message });
    }
  }
  return result;
}

/** One line for the log: deleted, already gone, failed. */
export function deletionSummary({ deleted, gone, failures }) {
  const parts = [`Deleted ${deleted}`];
  if (gone > 0) parts.push(`${gone} already gone`);
  if (failures.length > 0) parts.push(`${failures.length} failed`);
  return `${parts.join('; ')}.`;
}
