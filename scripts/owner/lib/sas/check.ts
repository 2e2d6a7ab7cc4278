// `npm run sas -- --check URL`: whether a deployed contact table URL still works, without
// storing anything. Each finding is a line the owner can act on.
import type { SignedIdentifier } from '@azure/data-tables';
import { REQUEST_HEADERS } from '@/lib/contact/table-row';
import { contactTableUrlWarning } from '@/scripts/build/table-url/table-sas-time';
import { CONTACT_PARTITION } from '@/scripts/build/table-url/table-url';
import { contactTableUrlProblem } from '@/scripts/build/table-url/table-url-check';
import { errorMessage, errorStatus } from '../../../build/errors';
import type { PolicyTable } from './sign';

/** One finding: ok (✓), warn (⚠) or fail (✖), and what it means. */
export type Finding = { level: 'ok' | 'warn' | 'fail'; text: string };

const finding = (level: Finding['level'], text: string): Finding => ({ level, text });

/** How the checks send a request: `fetch`, or a stand-in for it. */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Sends a request to the table, or says which host it could not reach and why (fetch itself says
 * only "fetch failed", with the reason in its cause).
 */
async function reach(
  url: string,
  init: RequestInit,
  send: Send,
  what: string,
): Promise<Response | Finding> {
  try {
    return await send(url, init);
  } catch (error) {
    const cause = errorStatus(error) as { cause?: unknown };
    const { code } = errorStatus(cause.cause);
    const reason = typeof code === 'string' ? code : errorMessage(cause.cause ?? error);
    return finding(
      'fail',
      `Cannot reach ${new URL(url).host} (${reason}) to ${what}: is this machine online, and is ` +
        "that the storage account's table endpoint?",
    );
  }
}

/** The build's own rules, and how long the SAS has left. */
export function urlFindings(
  url: string,
  { local, now = new Date() }: { local: boolean; now?: Date },
): Finding[] {
  const problem = contactTableUrlProblem(url, { local, now });
  if (problem) return [finding('fail', `${problem.reason}: ${problem.fix}.`)];
  const expiry = new URL(url).searchParams.get('se');
  const warning = contactTableUrlWarning(url, { now });
  return [
    finding('ok', 'The URL passes the checks the build makes.'),
    warning ? finding('warn', warning) : finding('ok', `The SAS is valid until ${expiry}.`),
  ];
}

/** Whether the stored access policy the SAS names (si=) is still on the table. */
export async function policyFinding(
  url: string,
  table: Pick<PolicyTable, 'getAccessPolicy'>,
): Promise<Finding> {
  const policy = new URL(url).searchParams.get('si');
  if (!policy) {
    return finding(
      'warn',
      'The SAS names no stored access policy (si=): it can only be revoked by rotating the ' +
        'account key. Mint a new one with `npm run sas`, which signs against a policy.',
    );
  }
  let identifiers: SignedIdentifier[];
  try {
    identifiers = await table.getAccessPolicy();
  } catch (error) {
    return finding(
      'warn',
      `Could not read the table's stored access policies (${errorMessage(error).split('\n')[0]}): ` +
        'that needs the account key in AZURE_STORAGE_CONNECTION_STRING.',
    );
  }
  return identifiers.some((identifier) => identifier.id === policy)
    ? finding('ok', `Its stored access policy "${policy}" is on the table.`)
    : finding(
        'fail',
        `Its stored access policy "${policy}" is gone (revoked): the form cannot send. ` +
          'Mint a new URL with `npm run sas` and redeploy.',
      );
}

/**
 * Whether the table accepts the signature, storing nothing: a POST without a RowKey gets 400 once
 * the SAS is accepted and 403 before.
 */
export async function signatureFinding(url: string, send: Send = fetch): Promise<Finding> {
  const response = await reach(
    url,
    {
      method: 'POST',
      headers: REQUEST_HEADERS,
      // Inside the SAS's partition range (spk..epk): outside it, Azure refuses a healthy SAS.
      body: JSON.stringify({ PartitionKey: CONTACT_PARTITION }),
    },
    send,
    'probe the signature',
  );
  if (!(response instanceof Response)) return response;
  if (response.status === 400) return finding('ok', 'The table accepts the signature.');
  if (response.status === 403) {
    return finding(
      'fail',
      'The table refuses the signature (403): it expired, its policy was revoked, or the key it ' +
        'was signed with was rotated. Mint a new URL with `npm run sas` and redeploy.',
    );
  }
  return finding('fail', `The table answered ${response.status} to a probe; expected 400.`);
}

/** Whether a browser on the site's origin may POST to the table (the CORS preflight). */
export async function corsFinding(
  url: string,
  origin: string,
  send: Send = fetch,
): Promise<Finding> {
  const response = await reach(
    url,
    {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': Object.keys(REQUEST_HEADERS).join(',').toLowerCase(),
      },
    },
    send,
    'ask whether browsers may post (CORS)',
  );
  if (!(response instanceof Response)) return response;
  const allowed = response.headers.get('access-control-allow-origin');
  if (response.ok && (allowed === origin || allowed === '*')) {
    return finding('ok', `Browsers on ${origin} may post to the table (CORS).`);
  }
  return finding(
    'fail',
    `Browsers on ${origin} may not post to the table (CORS preflight answered ` +
      `${response.status}). Add ${origin} to the Table service's CORS rules (methods POST and ` +
      'OPTIONS, allowed and exposed headers *).',
  );
}

const MARK: Record<Finding['level'], string> = { ok: '✓', warn: '⚠', fail: '✖' };

/** The findings as lines for the terminal. */
export const findingLines = (findings: readonly Finding[]): string =>
  findings.map(({ level, text }) => `${MARK[level]} ${text}`).join('\n');
