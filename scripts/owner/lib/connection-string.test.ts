/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { parseConnectionString } from './connection-string';

const KEY = 'c2VjcmV0LWtleQ==';
const AZURE = 'https://consultant.table.core.windows.net';
const KEYED = { accountName: 'consultant', accountKey: KEY, sas: undefined, tableEndpoint: AZURE };
const SAS = 'sv=2019-02-02&sp=rd&sig=abc%3D';

test.each([
  [
    'an Azure account connection string from the portal',
    `DefaultEndpointsProtocol=https;AccountName=consultant;AccountKey=${KEY};EndpointSuffix=core.windows.net`,
    KEYED,
  ],
  [
    'an explicit table endpoint (Azurite) without its trailing slash',
    `DefaultEndpointsProtocol=http;AccountName=dev;AccountKey=${KEY};TableEndpoint=http://h:1/dev/;`,
    { ...KEYED, accountName: 'dev', tableEndpoint: 'http://h:1/dev' },
  ],
  [
    'a SAS connection string, which has no key',
    `TableEndpoint=${AZURE}/;SharedAccessSignature=${SAS}`,
    { ...KEYED, accountKey: undefined, sas: SAS },
  ],
  // Values hold "=" (the key's padding).
  [
    'names in any case, https and the public Azure cloud by default',
    `accountname=consultant;ACCOUNTKEY=${KEY}`,
    KEYED,
  ],
])('reads %s', (_, text, parts) => {
  expect(parseConnectionString(text)).toEqual(parts);
});

test.each([
  ['text that is no connection string', 'hello', 'Name=value'],
  ['one without account or endpoint', `AccountKey=${KEY}`, 'neither an AccountName'],
])('refuses %s', (_, text, reason) => {
  expect(() => parseConnectionString(text)).toThrow(reason);
});
