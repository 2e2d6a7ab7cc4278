// Posts the contact form's requests to the table and says whether each was saved.
import { REQUEST_HEADERS, toEntity, type ContactRequest } from './table-row';

/** Written into the bundle at build time, which checks it; empty only in unit tests. */
export const CONTACT_TABLE_URL = process.env.NEXT_PUBLIC_CONTACT_TABLE_URL ?? '';

export type SubmitOutcome = 'Saved' | 'Error';

/** A request without an answer after this long is aborted and counts as a failure. */
export const SUBMIT_TIMEOUT_MS = 15_000;

export type SubmitOptions = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Hears why a send failed; the visitor only ever sees the 'Error' state. */
  onFailure?: (reason: unknown) => void;
};

export type RowAttempt = { rowKey: string; resend: boolean };

/** 'Saved' on 201, or on 409 for a resend (the earlier send was stored after all). */
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

type SenderOptions = SubmitOptions & { newRowKey?: () => string };

// A failed send may still have been stored, so a resend of the same request reuses its RowKey:
// the table then holds it once and answers the resend 409.
export function contactSender(url: string, options: SenderOptions = {}) {
  const { newRowKey = () => crypto.randomUUID(), ...submitOptions } = options;
  let pending: { content: string; rowKey: string } | undefined;
  return async function send(request: ContactRequest): Promise<SubmitOutcome> {
    // toEntity writes the properties in a fixed order: the same request always reads the same.
    const content = JSON.stringify(toEntity(request, ''));
    const resend = pending?.content === content;
    const rowKey = resend && pending ? pending.rowKey : newRowKey();
    pending = { content, rowKey };
    const outcome = await submitContactRequest(url, request, { rowKey, resend }, submitOptions);
    if (outcome === 'Saved') pending = undefined;
    return outcome;
  };
}
