import type { ContactData } from './schema';

/** The form's result after a send (SPEC §4); 'Not saved' is the form's own starting state. */
export type SubmitOutcome = 'Saved' | 'Error';

/** What the table needs of a request: the form's data without the honeypot. */
export type ContactRequest = Omit<ContactData, 'website'>;

/** The row written to the contact table (SPEC §3, DECISIONS). */
export type ContactEntity = {
  PartitionKey: 'contact';
  RowKey: string;
  contactName: string;
  contactCompany: string;
  contactPhone: string;
  contactMail: string;
  contactQuestion: string;
  sendCV: boolean;
};

/** A request without an answer after this long is aborted and counts as a failure. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** Table service version sent with the request: accepted by Azure and by Azurite. */
export const TABLE_API_VERSION = '2019-02-02';

// No `Prefer: return-no-content`: that answers 204, and only 201 means saved (SPEC §7).
export const REQUEST_HEADERS = {
  Accept: 'application/json;odata=nometadata',
  'Content-Type': 'application/json',
  'x-ms-version': TABLE_API_VERSION,
} as const;

export function toEntity(data: ContactRequest, rowKey: string): ContactEntity {
  return {
    PartitionKey: 'contact',
    RowKey: rowKey,
    contactName: data.name,
    contactCompany: data.company,
    contactPhone: data.phone,
    contactMail: data.email,
    contactQuestion: data.remarks,
    sendCV: data.sendCV,
  };
}

type Options = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  newRowKey?: () => string;
  /** Hears why a send failed; the visitor only ever sees the 'Error' state. */
  onFailure?: (reason: unknown) => void;
};

/** POSTs a contact request to the table: 'Saved' on 201, 'Error' on anything else. */
export async function submitContactRequest(
  url: string,
  data: ContactRequest,
  options: Options = {},
): Promise<SubmitOutcome> {
  const {
    fetch: send = globalThis.fetch,
    timeoutMs = SUBMIT_TIMEOUT_MS,
    newRowKey = () => crypto.randomUUID(),
    onFailure = (reason) => console.error('Contact request not saved:', reason),
  } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await send(url, {
      method: 'POST',
      headers: REQUEST_HEADERS,
      body: JSON.stringify(toEntity(data, newRowKey())),
      signal: controller.signal,
    });
    if (response.status !== 201) throw new Error(`Onverwacht fout ${response.status}`);
    return 'Saved';
  } catch (reason) {
    onFailure(reason);
    return 'Error';
  } finally {
    clearTimeout(timer);
  }
}
