// What the owner commands make of a contact table row: anything the form cannot have written
// (lib/contact/table-row.ts) was posted another way and is shown apart, never read as a request.
import {
  FIRST_PROPERTIES,
  ROW_FIELD_TYPES,
  ROW_FIELDS,
  ROW_PARTITION,
  type ContactRequest,
  type RowProperty,
} from '@/lib/contact/table-row';

/** A row as the table service sent it (wire-entities.ts): any properties, of any type. */
export type WireEntity = Record<string, unknown>;

/** A request the form wrote, every field as text: yes or no for a switch, empty where missing. */
export type ContactRow = { received: Date | undefined; id: string } & Record<
  keyof ContactRequest,
  string
>;

/** A row the form did not write: its real keys and why it is not a request. */
export type OtherRow = {
  received: Date | undefined;
  partition: string;
  id: string;
  reason: string;
};

const isMetadata = (name: string) => name.startsWith('odata.') || name.includes('@odata.');
const SYSTEM = new Set(['PartitionKey', 'RowKey', 'Timestamp']);

/** Why a row (as the service sent it) is not one the form wrote; undefined when it is. */
export function notFormReason(entity: WireEntity): string | undefined {
  if (entity.PartitionKey !== ROW_PARTITION) return `its PartitionKey is not "${ROW_PARTITION}"`;
  const extra = Object.keys(entity).filter(
    (name) => !isMetadata(name) && !SYSTEM.has(name) && !(name in ROW_FIELD_TYPES),
  );
  if (extra.length > 0) return `it has properties the form never sends: ${extra.join(', ')}`;
  for (const [name, type] of Object.entries(ROW_FIELD_TYPES)) {
    // A row stored before this property was added lacks it.
    if (entity[name] === undefined && !FIRST_PROPERTIES.includes(name as RowProperty)) continue;
    if (typeof entity[name] !== type) return `${name} is missing or not ${type}`;
  }
  return undefined;
}

const asText = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value ?? '');

const received = (entity: WireEntity) => {
  const date = new Date(typeof entity.Timestamp === 'string' ? entity.Timestamp : Number.NaN);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const byNewest = (a: { received?: Date }, b: { received?: Date }) =>
  (b.received?.getTime() ?? 0) - (a.received?.getTime() ?? 0);

/**
 * Splits the rows into contact requests (newest first, every field as text) and the rows the
 * form did not write (with their real keys and the reason).
 */
export function readContactRows(entities: Iterable<WireEntity>): {
  requests: ContactRow[];
  others: OtherRow[];
} {
  const requests: ContactRow[] = [];
  const others: OtherRow[] = [];
  for (const entity of entities) {
    const id = String(entity.RowKey ?? '');
    const reason = notFormReason(entity);
    if (reason) {
      others.push({
        received: received(entity),
        partition: String(entity.PartitionKey),
        id,
        reason,
      });
      continue;
    }
    const fields = Object.entries(ROW_FIELDS).map(([property, field]) => [
      field,
      asText(entity[property]),
    ]);
    requests.push({ received: received(entity), id, ...Object.fromEntries(fields) } as ContactRow);
  }
  return { requests: requests.sort(byNewest), others: others.sort(byNewest) };
}
