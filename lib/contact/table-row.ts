// The contact table's row as the form writes it and the owner's commands read it.
import { EMPTY_CONTACT } from './fields';
import type { ContactData } from './schema';

/** What the table needs of a request: the form's data without the honeypot. */
export type ContactRequest = Omit<ContactData, 'topic'>;

export const ROW_PARTITION = 'contact';

/** Each property of a stored request, in the order it is written, and the field it holds. */
export const ROW_FIELDS = {
  contactName: 'name',
  contactCompany: 'company',
  contactPhone: 'phone',
  contactMail: 'email',
  contactQuestion: 'remarks',
  sendCV: 'sendCV',
} as const satisfies Record<string, keyof ContactRequest>;

export type RowProperty = keyof typeof ROW_FIELDS;

// Rows stored before a property was added lack it and are requests all the same: only these,
// which every version of the form wrote, make a row the form's. This list never grows.
export const FIRST_PROPERTIES: readonly RowProperty[] = [
  'contactName',
  'contactCompany',
  'contactPhone',
  'contactMail',
  'contactQuestion',
  'sendCV',
];

// A field of the form that no property stores fails the type check here.
type Unstored = Exclude<keyof ContactRequest, (typeof ROW_FIELDS)[RowProperty]>;
const everyFieldStored: [Unstored] extends [never] ? true : false = true;
void everyFieldStored;

export type ContactEntity = { PartitionKey: typeof ROW_PARTITION; RowKey: string } & {
  [Property in RowProperty]: ContactRequest[(typeof ROW_FIELDS)[Property]];
};

export const ROW_FIELD_TYPES = Object.fromEntries(
  Object.entries(ROW_FIELDS).map(([property, field]) => [property, typeof EMPTY_CONTACT[field]]),
) as Record<RowProperty, 'string' | 'boolean'>;

// Accepted by Azure and by Azurite. No `Prefer: return-no-content`: that answers 204, and only
// 201 means saved.
export const REQUEST_HEADERS = {
  Accept: 'application/json;odata=nometadata',
  'Content-Type': 'application/json',
  'x-ms-version': '2019-02-02',
} as const;

export function toEntity(data: ContactRequest, rowKey: string): ContactEntity {
  const properties = Object.entries(ROW_FIELDS).map(([property, field]) => [property, data[field]]);
  return {
    PartitionKey: ROW_PARTITION,
    RowKey: rowKey,
    ...Object.fromEntries(properties),
  } as ContactEntity;
}
