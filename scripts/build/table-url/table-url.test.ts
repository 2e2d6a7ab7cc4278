/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { contactTableUrlWarning } from './table-sas-time';
import { explainTableUrlProblem, PREVIEW_TABLE_TARGET } from './table-url';
import { contactTableUrlProblem } from './table-url-check';

const NOW = new Date('2026-11-22T12:00:00Z');
const SIG = 'sig=nXXgRCqEhFzmr7D5uPIfxgsYZTIBNVaBVN1hBaRpHNM%3D';
const SAS = `sv=2019-02-02&spr=https&se=2027-06-30T23%3A59%3A59Z&sp=a&spk=contact&epk=contact&si=contact-form&tn=contact&${SIG}`;
const AZURE = `https://consultant.table.core.windows.net/contact?${SAS}`;
/** As a local build mints it: http too, and no stored access policy. */
const AZURITE = `http://127.0.0.1:10002/devstoreaccount1/contact?${SAS.replace('spr=https', 'spr=https,http').replace('&si=contact-form', '')}`;
/** The Azure URL with its expiry, or its host, replaced. */
const se = (expiry: string) => AZURE.replace(/se=[^&]+/, `se=${expiry}`);
const host = (name: string) => AZURE.replace('consultant.table.core.windows.net', name);
const without = (part: string) => AZURE.replace(part, '');
const upper = (text: string) => text.toUpperCase();
const NOT_TABLE = 'is not an Azure table endpoint';
const problem = (value: string | undefined, local = false) =>
  contactTableUrlProblem(value, { now: NOW, local, customHost: undefined });
const reason = (value: string | undefined, local?: boolean) => problem(value, local)?.reason;

describe('contactTableUrlProblem accepts', () => {
  test.each([
    ['an Azure table URL as `npm run sas` mints it', AZURE, false],
    ['an expiry given as a date only', se('2027-06-30'), false],
    ['an expiry to the minute', se('2027-06-30T23%3A59Z'), false],
    ['an expiry a year away', se('2027-11-22T12%3A00%3A00Z'), false],
    [
      'parameter names in any case, as Azure reads them',
      AZURE.replace(/\b(sp|tn)=/g, upper),
      false,
    ],
    ['a start time that has passed', `${AZURE}&st=2026-11-22T11%3A55%3A00Z`, false],
    ['an Azurite URL on 127.0.0.1, locally', AZURITE, true],
    ['an Azurite URL on localhost, locally', AZURITE.replace('127.0.0.1', 'localhost'), true],
  ])('%s', (_, value, local) => {
    expect(problem(value, local)).toBeUndefined();
  });

  test('an account whose table endpoint has another host name (Azure DNS zone endpoints)', () => {
    const zone = 'consultant.z12.table.storage.azure.net';
    expect(contactTableUrlProblem(host(zone), { now: NOW, customHost: zone })).toBeUndefined();
    expect(reason(host(zone))).toContain(NOT_TABLE);
  });
});

describe('contactTableUrlProblem refuses', () => {
  test.each([
    ['a missing value', undefined, 'it is not set'],
    ['an empty value', '  ', 'it is not set'],
    ['a relative URL', `/contact?${SAS}`, 'it is not an absolute URL'],
    ['the local Azurite in a build to deploy', AZURITE, 'local Azurite (127.0.0.1:10002)'],
    ['http to a remote host', AZURE.replace('https:', 'http:'), 'it must use https'],
    ['another protocol', AZURE.replace('https:', 'ftp:'), 'it must use https'],
    ['credentials in the URL', AZURE.replace('https://', 'https://user:pw@'), 'user name'],
    ['another table', AZURE.replace('/contact?', '/requests?'), 'must be exactly "/contact"'],
    ['another path', AZURE.replace('/contact?', '/x/contact?'), 'it is "/x/contact"'],
    ['a trailing slash', AZURE.replace('/contact?', '/contact/?'), 'must be exactly "/contact"'],
    ['the account without a table', AZURE.replace('/contact?', '/?'), 'must be exactly'],
    ['a fragment', `${AZURE}#x`, '#fragment'],
    ['no SAS at all', AZURE.split('?')[0], 'lacks "sv", "sig"'],
    ['a SAS without signature', AZURE.replace(/&sig=[^&]+/, ''), 'lacks "sig"'],
    ['sp given twice', `${AZURE}&sp=r`, '"sp" more than once'],
    ['tn given twice', `${AZURE}&tn=other`, '"tn" more than once'],
    ['an account SAS for tables', AZURE.replace('tn=contact', 'ss=t&srt=o'), 'account SAS'],
    ['an account SAS for blobs too', AZURE.replace('tn=contact', 'ss=bfqt&srt=sco'), 'account SAS'],
    ['an account SAS that also names the table', `${AZURE}&ss=t&srt=o`, 'account SAS'],
    ['a SAS without its table', without('&tn=contact'), 'does not name its table'],
    ['a SAS for another table', AZURE.replace('tn=contact', 'tn=other'), 'for table "other"'],
    ['a SAS that can also read', AZURE.replace('sp=a', 'sp=ra'), 'add only (sp=a), not sp=ra'],
    ['a SAS that can update and delete', AZURE.replace('sp=a', 'sp=aud'), 'not sp=aud'],
    ['a SAS without permissions', without('&sp=a'), 'add only'],
    ['a SAS without expiry', AZURE.replace(/&se=[^&]+/, ''), 'never expires'],
    ['a SAS that runs until 9999', se('9999-12-31'), 'than a year'],
    ['a SAS that runs a year and a day', se('2027-11-24'), 'a year'],
    ['an expired SAS', AZURE.replace('2027-06-30', '2026-11-21'), 'expired on 2026-11-21'],
    ['an unreadable expiry', se('soon'), 'se=soon is not a date that exists'],
    ['a local-time expiry', se('2027-06-30T12%3A00'), 'in ISO 8601 UTC'],
    ['an expiry that does not exist', se('2027-02-30'), 'se=2027-02-30 is not a date that exists'],
    ['an expiry at 24:00', se('2027-02-01T24%3A00Z'), 'is not a date that exists'],
    ['a start in the future', `${AZURE}&st=2026-11-23`, 'only starts at 2026-11-23'],
    ['a start that does not exist', `${AZURE}&st=2026-13-01`, 'st=2026-13-01 is not a date'],
    ['a name in capitals beside it', `${AZURE}&SP=raud`, '"sp" more than once'],
    ['a repeated expiry in other case', `${AZURE}&SE=9999-12-31`, '"se" more than once'],
    ['an account SAS in capitals', AZURE.replace('tn=contact', 'SS=t&SRT=o'), 'account SAS'],
    ['another partition', AZURE.replace(/pk=contact/g, 'pk=other'), 'other than "contact"'],
    ['an open partition range', without('&epk=contact'), 'partitions other than'],
    ['a SAS open to every partition', without('&spk=contact&epk=contact'), 'no spk='],
    ['no stored access policy', without('&si=contact-form'), 'no stored access policy (si=)'],
    ['http allowed too', AZURE.replace('spr=https', 'spr=https,http'), 'not spr=https,http'],
    ['a SAS that does not insist on https', without('spr=https&'), 'leave spr= out'],
    ['a parameter of no table SAS', `${AZURE}&x=1`, '"x", which is not part of a table SAS'],
    ['another host', host('evil.example'), `host evil.example ${NOT_TABLE}`],
    ['a blob endpoint', AZURE.replace('.table.', '.blob.'), NOT_TABLE],
    [
      'https to localhost',
      AZURITE.replace(/^http:.+1(?=\/contact)/, 'https://localhost'),
      NOT_TABLE,
    ],
    [
      'https to 127.0.0.1',
      AZURITE.replace('http:', 'https:').replace('/devstoreaccount1', ''),
      NOT_TABLE,
    ],
    ['a private address', host('10.0.0.5'), NOT_TABLE],
    ['another port', AZURE.replace('windows.net/', 'windows.net:8443/'), NOT_TABLE],
  ])('%s', (_, value, expected) => {
    expect(reason(value)).toContain(expected);
  });

  // A local build relaxes the stored policy and https for this machine only, no other rule.
  test.each([
    [
      'no stored access policy',
      without('&si=contact-form').replace('=https', '=https,http'),
      'policy',
    ],
    ['a SAS that does not insist on https', without('spr=https&'), 'spr=https'],
    ['http to a remote host', AZURE.replace('https:', 'http:'), 'must use https'],
    ['Azurite with more than add', AZURITE.replace('sp=a', 'sp=raud'), 'add only'],
    ['Azurite open to every partition', AZURITE.replace(/&[se]pk=contact/g, ''), 'no spk='],
    ['Azurite without its account', AZURITE.replace('/devstoreaccount1', ''), 'must be exactly'],
  ])('%s, also in a local build', (_, value, expected) => {
    expect(reason(value, true)).toContain(expected);
  });

  const KEY =
    'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
  test.each([
    ['a connection string', `DefaultEndpointsProtocol=https;AccountName=a;AccountKey=${KEY}`],
    ['an AccountKey parameter', `${AZURE}&AccountKey=x`],
    ['a key in the query string', `${AZURE}&key=${KEY}`],
    ['a percent-encoded key', `${AZURE}&key=${encodeURIComponent(KEY)}`],
    ['a percent-encoded key beside a malformed %', `${AZURE}&x=%&key=${encodeURIComponent(KEY)}`],
    ['a key encoded twice', `${AZURE}&key=${encodeURIComponent(encodeURIComponent(KEY))}`],
    [
      'a key encoded three times',
      `${AZURE}&k=${encodeURIComponent(encodeURIComponent(encodeURIComponent(KEY)))}`,
    ],
  ])('%s as an account key, without repeating it', (_, value) => {
    const found = problem(value);
    expect(found?.reason).toContain('storage account key');
    expect(JSON.stringify(found)).not.toContain(KEY);
  });

  test('each refusal says how to fix it', () => {
    const refused = [
      undefined,
      AZURITE,
      `${AZURE}&sp=r`,
      AZURE.replace('sp=a', 'sp=r'),
      without('&si=contact-form'),
      AZURE.replace('spr=https', 'spr=https,http'),
      without('&spk=contact&epk=contact'),
    ];
    for (const value of refused) {
      expect(problem(value)?.fix).toMatch(/npm (start|run --silent sas)/);
    }
  });
});

describe('contactTableUrlWarning', () => {
  test('reminds the owner when the SAS runs out within 30 days', () => {
    const warning = contactTableUrlWarning(se('2026-12-10'), { now: NOW });
    expect(warning).toContain('expires on 2026-12-10, in 18 day(s)');
    expect(warning).toContain('npm run sas');
  });

  test.each([
    ['31 days away', '2026-12-24'],
    ['already expired (that is a refusal)', '2026-11-01'],
  ])('says nothing when it is %s', (_, date) => {
    expect(contactTableUrlWarning(se(date), { now: NOW })).toBeUndefined();
  });
});

test('the explanation names the variable, the reason and the fix', () => {
  const unset = problem(undefined);
  if (!unset) throw new Error('An unset URL is a problem.');
  const message = explainTableUrlProblem(unset);
  expect(message).toContain('NEXT_PUBLIC_CONTACT_TABLE_URL cannot be used: it is not set.');
  expect(message).toContain('To fix it: locally run `npm start`');
  expect(message).toContain('npm run --silent sas -- --days 180');
  expect(message).toContain('secret CONTACT_TABLE_URL of the `production-build` environment');
  expect(message).toContain('repository variable CONTACT_SAS_EXPIRES');
});

test("a refused preview URL names the preview's secret, not the live site's", () => {
  const unset = contactTableUrlProblem(undefined, { now: NOW, target: PREVIEW_TABLE_TARGET });
  if (!unset) throw new Error('An unset URL is a problem.');
  const message = explainTableUrlProblem(unset);
  expect(message).toContain('PREVIEW_CONTACT_TABLE_URL');
  expect(message).not.toContain('CONTACT_SAS_EXPIRES');
});
