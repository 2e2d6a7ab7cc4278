// Sends the contact form's requests, so that resending one never stores it twice.
import { submitContactRequest, type SubmitOptions, type SubmitOutcome } from './submit';
import { toEntity, type ContactRequest } from './table-row';

type SenderOptions = SubmitOptions & { newRowKey?: () => string };

/**
 * Sends one form's contact requests. A failed send may still have been stored, so a resend of the
 * same request reuses its RowKey: the table then holds it once and answers the resend 409.
 */
export function contactSender(url: string, options: SenderOptions = {}) {
  const { newRowKey = () => crypto.randomUUID(), ...submitOptions } = options;
  let pending: { content: string; rowKey: string } | undefined;
  return async function send(request: ContactRequest): Promise<SubmitOutcome> {
    // The entity's fields in their fixed order: the same request always reads the same.
    const content = JSON.stringify(toEntity(request, ''));
    const resend = pending?.content === content;
    const rowKey = resend && pending ? pending.rowKey : newRowKey();
    pending = { content, rowKey };
    const outcome = await submitContactRequest(url, request, { rowKey, resend }, submitOptions);
    if (outcome === 'Saved') pending = undefined;
    return outcome;
  };
}
