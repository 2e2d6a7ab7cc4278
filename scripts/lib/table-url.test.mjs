/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { contactTableUrlProblem, explainTableUrlProblem } from './table-url.mjs';

const NOW = new Date('2026-11-22T12:00:00Z');
const SAS =
  'sv=2019-02-02&spr=https&se=2027-06-30T23%3A59%3A59Z&sp=a&sig=nXXgRCqEhFzmr7D5uPIfxgsYZTIBNVaBVN1hBaRpHNM%3D&tn=contact';
const AZURE = `https://consultant.table.core.windows.net/contact?${SAS}`;
const AZURITE = `http://127.0.0.1:10002/devstoreaccount1/contact?${SAS}`;
const problem = (value) => contactTableUrlProblem(value, NOW);

describe('contactTableUrlProblem', () => {
  test.each([
    ['an Azure table URL', AZURE],
    ['an Azurite URL on 127.0.0.1', AZURITE],
    ['an Azurite URL on localhost', AZURITE.replace('127.0.0.1', 'localhost')],
    [
      'a SAS without expiry or table name',
      AZURE.replace(/&se=[^&]+/, '').replace('&tn=contact', ''),
    ],
  ])('accepts %s', (_, value) => {
    expect(problem(value)).toBeUndefined();
  });

  test.each([
    ['a missing value', undefined, 'it is not set'],
    ['an empty value', '  ', 'it is not set'],
    ['a relative URL', `/contact?${SAS}`, 'it is not an absolute URL'],
    ['http to a remote host', AZURE.replace('https:', 'http:'), 'it must use https'],
    ['another protocol', AZURE.replace('https:', 'ftp:'), 'it must use https'],
    [
      'credentials in the URL',
      AZURE.replace('https://', 'https://user:pw@'),
      'user name or password',
    ],
    [
      'another table',
      AZURE.replace('/contact?', '/requests?'),
      'must end in the table name "contact"',
    ],
    ['a trailing slash', AZURE.replace('/contact?', '/contact/?'), 'must end in the table name'],
    ['the account without a table', AZURE.replace('/contact?', '/?'), 'must end in the table name'],
    ['no SAS at all', AZURE.split('?')[0], 'lacks "sv", "sp", "sig"'],
    ['a SAS without signature', AZURE.replace(/&sig=[^&]+/, ''), 'lacks "sig"'],
    ['a SAS that can also read', AZURE.replace('sp=a', 'sp=ra'), 'add only (sp=a), not sp=ra'],
    ['a SAS that can update and delete', AZURE.replace('sp=a', 'sp=aud'), 'not sp=aud'],
    ['a SAS for another table', AZURE.replace('tn=contact', 'tn=other'), 'for table "other"'],
    [
      'an expired SAS',
      AZURE.replace('2027-06-30', '2026-11-21'),
      'expired on 2026-11-21T23:59:59Z',
    ],
    ['an unreadable expiry', AZURE.replace(/se=[^&]+/, 'se=soon'), 'se=soon is not a date'],
  ])('rejects %s', (_, value, reason) => {
    expect(problem(value)).toContain(reason);
  });

  const KEY =
    'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
  test.each([
    ['a connection string', `DefaultEndpointsProtocol=https;AccountName=a;AccountKey=${KEY}`],
    ['an AccountKey parameter', `${AZURE}&AccountKey=x`],
    ['a key in the query string', `${AZURE}&key=${KEY}`],
    ['a percent-encoded key', `${AZURE}&key=${encodeURIComponent(KEY)}`],
  ])('rejects %s as an account key, without repeating it', (_, value) => {
    const reason = problem(value);
    expect(reason).toContain('storage account key');
    expect(reason).not.toContain(KEY);
  });
});

test('the explanation names the variable, the reason and both ways to fix it', () => {
  const message = explainTableUrlProblem('it is not set');
  expect(message).toContain('NEXT_PUBLIC_CONTACT_TABLE_URL cannot be used: it is not set.');
  expect(message).toContain('npm start');
  expect(message).toContain('npm run sas -- --expires');
});
