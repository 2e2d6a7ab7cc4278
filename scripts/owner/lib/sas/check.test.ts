/** @jest-environment node */
import {
  corsFinding,
  findingLines,
  policyFinding,
  signatureFinding,
  urlFindings,
  type Send,
} from './check';

const NOW = new Date('2026-11-23T12:00:00Z');
const URL_ =
  'https://consultant.table.core.windows.net/contact?sv=2019-02-02&spr=https' +
  '&se=2027-06-30T23%3A59%3A59Z&sp=a&spk=contact&epk=contact&si=site-form-20261123-abcdef' +
  '&tn=contact&sig=x';
const answer =
  (status: number, headers: Record<string, string> = {}): Send =>
  async () =>
    new Response(null, { status, headers });
const table = (ids: string[]) => ({ getAccessPolicy: async () => ids.map((id) => ({ id })) });

test('a usable URL passes the build rules and says how long it has; soon out a warning', () => {
  expect(urlFindings(URL_, { local: false, now: NOW })).toEqual([
    { level: 'ok', text: 'The URL passes the checks the build makes.' },
    { level: 'ok', text: 'The SAS is valid until 2027-06-30T23:59:59Z.' },
  ]);
  const soon = URL_.replace(/se=[^&]+/, 'se=2026-12-01');
  expect(urlFindings(soon, { local: false, now: NOW })[1]?.level).toBe('warn');
  expect(urlFindings(URL_.replace('sp=a', 'sp=raud'), { local: false, now: NOW })).toEqual([
    { level: 'fail', text: expect.stringContaining('add only') },
  ]);
});

test('the policy the SAS names must still be on the table', async () => {
  expect((await policyFinding(URL_, table(['site-form-20261123-abcdef']))).level).toBe('ok');
  const revoked = await policyFinding(URL_, table(['other']));
  expect(revoked).toMatchObject({ level: 'fail', text: expect.stringContaining('gone (revoked)') });
  expect((await policyFinding(URL_.replace(/&si=[^&]+/, ''), table([]))).level).toBe('warn');
  const unreadable = { getAccessPolicy: async () => Promise.reject(new Error('403 Forbidden')) };
  expect((await policyFinding(URL_, unreadable)).level).toBe('warn');
});

test('the signature probe posts inside the SAS’s partition range, without a row key', async () => {
  const seen: unknown[] = [];
  const probe: Send = async (_url, init) => {
    seen.push(JSON.parse(String(init.body)));
    return new Response(null, { status: 400 });
  };
  expect((await signatureFinding(URL_, probe)).level).toBe('ok');
  // Outside spk..epk Azure refuses (403) a healthy URL, which would then read as revoked.
  expect(seen).toEqual([{ PartitionKey: new URL(URL_).searchParams.get('spk') }]);
  expect((await signatureFinding(URL_, answer(403))).level).toBe('fail');
  expect((await signatureFinding(URL_, answer(201))).level).toBe('fail');
});

test('CORS must let the site’s origin post; findings print with a mark each', async () => {
  const origin = 'https://www.example.com';
  const allowed = answer(200, { 'Access-Control-Allow-Origin': origin });
  expect((await corsFinding(URL_, origin, allowed)).level).toBe('ok');
  expect(await corsFinding(URL_, origin, answer(403))).toMatchObject({
    level: 'fail',
    text: expect.stringContaining(`Add ${origin} to the Table service's CORS rules`),
  });
  const findings = [
    { level: 'ok', text: 'a' },
    { level: 'warn', text: 'b' },
    { level: 'fail', text: 'c' },
  ] as const;
  expect(findingLines([...findings])).toBe('✓ a\n⚠ b\n✖ c');
});

test('a host that cannot be reached is named, with the reason fetch hides in its cause', async () => {
  const offline: Send = async () => {
    const cause = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    throw new TypeError('fetch failed', { cause });
  };
  for (const found of [
    await signatureFinding(URL_, offline),
    await corsFinding(URL_, 'https://www.example.com', offline),
  ]) {
    expect(found.level).toBe('fail');
    expect(found.text).toMatch(
      /^Cannot reach consultant\.table\.core\.windows\.net \(ENOTFOUND\) to /,
    );
  }
});
