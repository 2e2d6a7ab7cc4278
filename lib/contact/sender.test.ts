/** @jest-environment node */
import { sampleRequest } from './sample.test-utils';
import { contactSender } from './sender';

const URL = 'https://account.table.core.windows.net/contact?sv=2019-02-02&sp=a&sig=abc';

const DATA = sampleRequest();

/** A fetch answering the statuses in turn, noting the RowKey of each POST. */
function answering(...statuses: number[]) {
  const rowKeys: string[] = [];
  const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    rowKeys.push(JSON.parse(String(init?.body)).RowKey);
    return new Response('{}', { status: statuses[rowKeys.length - 1] ?? 500 });
  });
  return { fetch, rowKeys };
}

function sender(fetch: typeof globalThis.fetch) {
  let count = 0;
  return contactSender(URL, {
    fetch,
    onFailure: () => undefined,
    newRowKey: () => `key-${++count}`,
  });
}

it('resends the same request under the same RowKey, and a 409 then means it was saved', async () => {
  const { fetch, rowKeys } = answering(500, 409);
  const send = sender(fetch);
  expect(await send(DATA)).toBe('Error');
  expect(await send({ ...DATA })).toBe('Saved');
  expect(rowKeys).toEqual(['key-1', 'key-1']);
});

it('gives a changed request a new RowKey, where a 409 is an error', async () => {
  const { fetch, rowKeys } = answering(500, 409);
  const send = sender(fetch);
  await send(DATA);
  expect(await send({ ...DATA, remarks: 'Ook een vraag.' })).toBe('Error');
  expect(rowKeys).toEqual(['key-1', 'key-2']);
});

it('gives the same request a new RowKey once it was saved: it is a new message', async () => {
  const { fetch, rowKeys } = answering(201, 409);
  const send = sender(fetch);
  expect(await send(DATA)).toBe('Saved');
  expect(await send(DATA)).toBe('Error');
  expect(rowKeys).toEqual(['key-1', 'key-2']);
});

it('uses a fresh UUID by default', async () => {
  const { fetch, rowKeys } = answering(201, 201);
  const send = contactSender(URL, { fetch });
  await send(DATA);
  await send(DATA);
  for (const key of rowKeys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
  expect(rowKeys[0]).not.toBe(rowKeys[1]);
});
