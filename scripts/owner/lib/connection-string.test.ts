/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { parseConnectionString } from './connection-string';

const KEY = 'c2VjcmV0LWtleQ==';

test('reads an Azure account connection string from the portal', () => {
  expect(
    parseConnectionString(
      `DefaultEndpointsProtocol=https;AccountName=consultant;AccountKey=${KEY};EndpointSuffix=core.windows.net`,
    ),
  ).toEqual({
    accountName: 'consultant',
    accountKey: KEY,
    sas: undefined,
    tableEndpoint: 'https://consultant.table.core.windows.net',
  });
});

test('keeps an explicit table endpoint (Azurite) without its trailing slash', () => {
  expect(
    parseConnectionString(
      `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${KEY};TableEndpoint=http://127.0.0.1:10002/devstoreaccount1/;`,
    ),
  ).toMatchObject({
    accountName: 'devstoreaccount1',
    tableEndpoint: 'http://127.0.0.1:10002/devstoreaccount1',
  });
});

test('reads a SAS connection string, which has no key', () => {
  expect(
    parseConnectionString(
      'TableEndpoint=https://consultant.table.core.windows.net/;SharedAccessSignature=sv=2019-02-02&sp=rd&sig=abc%3D',
    ),
  ).toEqual({
    accountName: 'consultant',
    accountKey: undefined,
    sas: 'sv=2019-02-02&sp=rd&sig=abc%3D',
    tableEndpoint: 'https://consultant.table.core.windows.net',
  });
});

test('defaults to https and the public Azure cloud; names in any case, values with "="', () => {
  expect(parseConnectionString(`accountname=consultant;ACCOUNTKEY=${KEY}`)).toEqual({
    accountName: 'consultant',
    accountKey: KEY,
    sas: undefined,
    tableEndpoint: 'https://consultant.table.core.windows.net',
  });
});

test.each([
  ['text that is no connection string', 'hello', 'Name=value'],
  ['one without account or endpoint', `AccountKey=${KEY}`, 'neither an AccountName'],
])('refuses %s', (_, text, reason) => {
  expect(() => parseConnectionString(text)).toThrow(reason);
});
