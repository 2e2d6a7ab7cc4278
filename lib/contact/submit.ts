import type { ContactData } from './schema';

/** The form's result after a send; 'Idle' is the form's own state before one. */
export type SubmitOutcome = 'Saved' | 'Error';

/** What the table needs of a request: the form's data without the honeypot. */
export type ContactRequest = Omit<ContactData, 'topic'>;

/** The row written to the contact table: partition `contact`, one row per request. */
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
const TABLE_API_VERSION = '2019-02-02';

// No `Prefer: return-no-content`: that answers 204, and only 201 means saved.
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

export type SubmitOptions = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Hears why a send failed; the visitor only ever sees the 'Error' state. */
  onFailure?: (reason: unknown) => void;
};

/** Which row a send writes: its RowKey, and whether an earlier send of it may have been stored. */
export type RowAttempt = { rowKey: string; resend: boolean };

/**
 * POSTs a contact request to the table: 'Saved' on 201, 'Error' on anything else, except that a
 * resend answered 409 (the row exists: the earlier send was stored after all) is 'Saved' too.
 */
export async function submitContactRequest(
  url: string,
  data: ContactRequest,
  { rowKey, resend }: RowAttempt,
  options: SubmitOptions = {},
): Promise<SubmitOutcome> {
  const {
    fetch: send = globalThis.fetch,
    timeoutMs = SUBMIT_TIMEOUT_MS,
    onFailure = (reason) => console.error('Contact request not saved:', reason),
  } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await send(url, {
      method: 'POST',
      headers: REQUEST_HEADERS,
      body: JSON.stringify(toEntity(data, rowKey)),
      signal: controller.signal,
    });
    const stored = response.status === 201 || (resend && response.status === 409);
    if (!stored) throw new Error(`Onverwachte fout ${response.status}`);
    return 'Saved';
  } catch (reason) {
    onFailure(reason);
    return 'Error';
  } finally {
    clearTimeout(timer);
  }
}
