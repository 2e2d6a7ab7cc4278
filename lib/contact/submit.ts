// Posts one contact request to the table where requests are kept, and says if it was saved.
import { REQUEST_HEADERS, toEntity, type ContactRequest } from './table-row';

/** The form's result after a send; 'Idle' is the form's own state before one. */
export type SubmitOutcome = 'Saved' | 'Error';

/** A request without an answer after this long is aborted and counts as a failure. */
export const SUBMIT_TIMEOUT_MS = 15_000;

export type SubmitOptions = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Hears why a send failed; the visitor only ever sees the 'Error' state. */
  onFailure?: (reason: unknown) => void;
};

/** Which row a send writes: its RowKey, and whether an earlier send of it may have been stored. */
export type RowAttempt = { rowKey: string; resend: boolean };

/**
 * POSTs a contact request to the table: 'Saved' on 201, or on 409 for a resend (the earlier send
 * was stored after all); 'Error' otherwise.
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
