// The contact table's row as the form writes it and the owner's commands read it, and the
// request's headers.
import type { ContactData } from './schema';
import { EMPTY_CONTACT } from './fields';

/** What the table needs of a request: the form's data without the honeypot. */
export type ContactRequest = Omit<ContactData, 'topic'>;

/** Every request is stored in this one partition. */
export const ROW_PARTITION = 'contact';

/** Each property of a stored request and the form field whose value it holds. */
const ROW_FIELDS = {
  contactName: 'name',
  contactCompany: 'company',
  contactPhone: 'phone',
  contactMail: 'email',
  contactQuestion: 'remarks',
  sendCV: 'sendCV',
} as const satisfies Record<string, keyof ContactRequest>;

type RowField = keyof typeof ROW_FIELDS;

/** The row written to the contact table. */
export type ContactEntity = { PartitionKey: typeof ROW_PARTITION; RowKey: string } & {
  [Property in RowField]: ContactRequest[(typeof ROW_FIELDS)[Property]];
};

/** The JavaScript type of each property's value ('string' or 'boolean'), as the form gives it. */
export const ROW_FIELD_TYPES = Object.fromEntries(
  (Object.keys(ROW_FIELDS) as RowField[]).map((property) => [
    property,
    typeof EMPTY_CONTACT[ROW_FIELDS[property]],
  ]),
) as Record<RowField, 'string' | 'boolean'>;

/** Table service version sent with the request: accepted by Azure and by Azurite. */
const TABLE_API_VERSION = '2019-02-02';

// No `Prefer: return-no-content`: that answers 204, and only 201 means saved.
export const REQUEST_HEADERS = {
  Accept: 'application/json;odata=nometadata',
  'Content-Type': 'application/json',
  'x-ms-version': TABLE_API_VERSION,
} as const;

export function toEntity(data: ContactRequest, rowKey: string): ContactEntity {
  return {
    PartitionKey: ROW_PARTITION,
    RowKey: rowKey,
    contactName: data.name,
    contactCompany: data.company,
    contactPhone: data.phone,
    contactMail: data.email,
    contactQuestion: data.remarks,
    sendCV: data.sendCV,
  };
}

/** The request a row holds, read back by its properties (the row must be one the form wrote). */
export function fromEntity(entity: ContactEntity): ContactRequest {
  return {
    name: entity.contactName,
    company: entity.contactCompany,
    phone: entity.contactPhone,
    email: entity.contactMail,
    remarks: entity.contactQuestion,
    sendCV: entity.sendCV,
  };
}
