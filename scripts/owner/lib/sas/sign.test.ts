/** @jest-environment node */
import type { SignedIdentifier } from '@azure/data-tables';
import { contactTableUrlProblem } from '@/scripts/build/table-url/table-url-check';
import {
  contactTableSasUrl,
  ensurePolicy,
  newPolicyName,
  ownerConnectionString,
  revokePolicies,
} from './sign';

const KEY = Buffer.alloc(64, 7).toString('base64');

function fakeTable(identifiers: SignedIdentifier[] = []) {
  const table = {
    identifiers,
    getAccessPolicy: async () => table.identifiers.map((identifier) => ({ ...identifier })),
    setAccessPolicy: async (next: SignedIdentifier[]) => {
      table.identifiers = next;
    },
  };
  return table;
}

const OTHER = { id: 'owner-reader', accessPolicy: { permission: 'r' } };
const SIGNER = {
  tableEndpoint: 'https://consultant.table.core.windows.net/',
  accountName: 'consultant',
  accountKey: KEY,
  expiresOn: new Date('2027-06-30T23:59:59Z'),
};

test('signs against the policy it is given, keeping permission, partition and expiry in the URL', () => {
  const url = new URL(
    contactTableSasUrl({ ...SIGNER, https: true, policy: 'site-form-20261123-abcdef' }),
  );
  expect(`${url.origin}${url.pathname}`).toBe('https://consultant.table.core.windows.net/contact');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    si: 'site-form-20261123-abcdef',
    sp: 'a',
    se: '2027-06-30T23:59:59Z',
    spr: 'https',
    tn: 'contact',
    spk: 'contact',
    epk: 'contact',
  });
  // The build accepts exactly this shape.
  const now = new Date('2026-11-26T12:00:00Z');
  expect(contactTableUrlProblem(url.href, { now, customHost: undefined })).toBeUndefined();
});

test('creates the site policy when missing, then reuses it, keeping the table’s others', async () => {
  const table = fakeTable([OTHER]);
  const { policy, created } = await ensurePolicy(table, 'form');
  expect(created).toBe(true);
  expect(table.identifiers).toEqual([OTHER, { id: policy }]);
  expect(await ensurePolicy(table, 'form')).toEqual({ policy, created: false });
  expect(table.identifiers).toHaveLength(2);
  // A new name carries the day and the kind, and differs each time.
  const now = new Date('2026-11-23T10:00:00Z');
  expect(newPolicyName('purge', now)).toMatch(/^site-purge-20261123-[0-9a-f]{6}$/);
  expect(newPolicyName('form', now)).not.toBe(newPolicyName('form', now));
});

test('revoking deletes only the site’s policies, and a new one gets a new name', async () => {
  const purge = { id: 'site-purge-20260101-000002' };
  const table = fakeTable([{ id: 'site-form-20260101-000001' }, OTHER, purge]);
  expect(await revokePolicies(table, 'form')).toEqual(['site-form-20260101-000001']);
  expect(table.identifiers).toEqual([OTHER, purge]);
  expect(await revokePolicies(table, 'form')).toEqual([]);
  const { policy } = await ensurePolicy(table, 'form');
  expect(policy).not.toBe('site-form-20260101-000001');
  expect(await revokePolicies(table, 'purge')).toEqual([purge.id]);
  expect(table.identifiers.map((identifier) => identifier.id)).toEqual(['owner-reader', policy]);
});

test.each([
  ['purge', 'rd'],
  ['notify', 'r'],
] as const)(
  'the %s connection string may do sp=%s on contact rows, over https, until its expiry',
  (kind, sp) => {
    const text = ownerConnectionString({ ...SIGNER, kind, policy: `site-${kind}-20261123-abcdef` });
    const [endpoint, sas] = text.split(';SharedAccessSignature=');
    expect(endpoint).toBe('TableEndpoint=https://consultant.table.core.windows.net');
    expect(Object.fromEntries(new URLSearchParams(sas))).toMatchObject({
      si: `site-${kind}-20261123-abcdef`,
      sp,
      se: '2027-06-30T23:59:59Z',
      spr: 'https',
      tn: 'contact',
    });
    expect(text).not.toContain(KEY);
  },
);
