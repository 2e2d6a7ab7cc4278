// Pages as Azure's table does under load (Azurite does not): a fake clock per page, empty pages
// with a token, key-ordered tokens so deletes move nothing; it keeps the selected properties.
import type { TransactionAction } from '@azure/data-tables';
import type { WireEntity } from './contact-rows';

type Options = { rows: number; pageSize: number; emptyPages: number; secondsPerPage: number };

export function loadedTable({ rows, pageSize, emptyPages, secondsPerPage }: Options) {
  let time = 0;
  const selected: (string[] | undefined)[] = [];
  const table = new Map<string, WireEntity>(
    Array.from({ length: rows }, (_, index) => {
      const rowKey = `row-${String(index).padStart(6, '0')}`;
      return [rowKey, { PartitionKey: 'contact', RowKey: rowKey, Timestamp: '2026-01-01T00:00Z' }];
    }),
  );
  const token = (key: string, emptiesLeft: number) => `${key}|${emptiesLeft}`;
  const listEntities = ({
    queryOptions,
    onResponse,
  }: {
    queryOptions?: { select?: string[] };
    onResponse?: (response: { parsedBody: { value: WireEntity[] } }) => void;
  }) => ({
    byPage: ({ continuationToken }: { continuationToken?: string } = {}) =>
      (async function* () {
        selected.push(queryOptions?.select);
        let [from = '', empties = String(emptyPages)] = (continuationToken ?? '').split('|');
        for (;;) {
          time += secondsPerPage * 1000;
          if (Number(empties) > 0) {
            onResponse?.({ parsedBody: { value: [] } });
            empties = String(Number(empties) - 1);
            yield Object.assign([], { continuationToken: token(from, Number(empties)) });
            continue;
          }
          const keys = [...table.keys()].filter((key) => key >= from).sort();
          const page = keys.slice(0, pageSize).map((key) => table.get(key)!);
          const next = keys[pageSize];
          onResponse?.({ parsedBody: { value: page } });
          yield Object.assign([], {
            continuationToken: next === undefined ? undefined : token(next, emptyPages),
          });
          if (next === undefined) return;
          [from, empties] = [next, String(emptyPages)];
        }
      })(),
  });
  return {
    now: () => time,
    selected,
    left: () => table.size,
    listEntities,
    deleteEntity: async (_partition: string, rowKey: string) => void table.delete(rowKey),
    submitTransaction: async (actions: TransactionAction[]) => {
      for (const [, { rowKey }] of actions) table.delete(String(rowKey));
    },
  };
}
