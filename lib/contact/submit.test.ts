/** @jest-environment node */
import { contactRow, sampleRequest } from './sample.test-utils';
import { contactSender, submitContactRequest, SUBMIT_TIMEOUT_MS } from './submit';
import { toEntity, type ContactRequest } from './table-row';

const URL = 'https://account.table.core.windows.net/contact?sv=2019-02-02&sp=a&sig=abc';

const DATA = sampleRequest();

function answering(status: number) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
    status === 204 ? new Response(null, { status }) : new Response('{}', { status }),
  );
}

const FIRST = { rowKey: 'row-1', resend: false };

function send(fetch: typeof globalThis.fetch, onFailure = jest.fn(), attempt = FIRST) {
  return submitContactRequest(URL, DATA, attempt, { fetch, onFailure });
}

it('POSTs the entity as JSON to the table URL with the table headers, Saved on 201', async () => {
  const fetch = answering(201);
  const onFailure = jest.fn();
  expect(await send(fetch, onFailure)).toBe('Saved');
  expect(onFailure).not.toHaveBeenCalled();
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe(URL);
  expect(init).toMatchObject({ method: 'POST' });
  expect(init?.headers).toEqual({
    Accept: 'application/json;odata=nometadata',
    'Content-Type': 'application/json',
    'x-ms-version': '2019-02-02',
  });
  expect(JSON.parse(String(init?.body))).toEqual(contactRow({}, 'row-1'));
  expect(init?.headers).not.toHaveProperty('Prefer');
});

it('writes the properties stored rows have always had, and never the honeypot', () => {
  const entity = toEntity({ ...DATA, topic: 'spam' } as ContactRequest, 'r');
  // Renamed, they would part new rows from the ones already stored.
  expect(Object.keys(entity)).toEqual(
    expect.arrayContaining([
      'PartitionKey',
      'RowKey',
      'contactName',
      'contactCompany',
      'contactPhone',
      'contactMail',
      'contactQuestion',
      'sendCV',
    ]),
  );
  expect(Object.values(entity)).not.toContain('spam');
  expect(typeof entity.sendCV).toBe('boolean');
});

it('is Saved on 409 for a resend: the row it would write is already there', async () => {
  expect(await send(answering(409), jest.fn(), { rowKey: 'row-1', resend: true })).toBe('Saved');
  expect(await send(answering(201), jest.fn(), { rowKey: 'row-1', resend: true })).toBe('Saved');
});

it.each([200, 204, 400, 403, 409, 500, 503])(
  'is an Error on %i, with an internal "Onverwachte fout" message',
  async (status) => {
    const onFailure = jest.fn();
    expect(await send(answering(status), onFailure)).toBe('Error');
    expect(onFailure).toHaveBeenCalledWith(new Error(`Onverwachte fout ${status}`));
  },
);

it('is an Error when the network fails, and tells the console why by default', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const offline = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  expect(await submitContactRequest(URL, DATA, FIRST, { fetch: offline })).toBe('Error');
  expect(error).toHaveBeenCalledWith(expect.any(String), new TypeError('Failed to fetch'));
  error.mockRestore();
});

describe('without an answer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A fetch that never answers and, like the real one, rejects once its signal aborts. */
  const hanging = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );

  it('aborts after 15 s and is an Error', async () => {
    const onFailure = jest.fn();
    let outcome: string | undefined;
    void send(hanging, onFailure).then((result) => (outcome = result));

    await jest.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    expect(hanging.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('Error');
    expect(hanging.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ name: 'AbortError' }));
  });

  it('leaves no timer behind once answered', async () => {
    await send(answering(201));
    expect(jest.getTimerCount()).toBe(0);
    await send(answering(500));
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('a resend', () => {
  function answeringInTurn(...statuses: number[]) {
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

  // The same request again keeps its RowKey until it is saved, so that a 409 means it was saved
  // before; a changed request, or one sent after a save, is a new message with a new RowKey.
  it.each([
    [500, {}, 'Saved', 'key-1'],
    [500, { remarks: 'Ook een vraag.' }, 'Error', 'key-2'],
    [201, {}, 'Error', 'key-2'],
  ])(
    'after a %i, sends the request with %j as a 409 says %s, under %s',
    async (first, changes, outcome, key) => {
      const { fetch, rowKeys } = answeringInTurn(first, 409);
      const send = sender(fetch);
      expect(await send(DATA)).toBe(first === 201 ? 'Saved' : 'Error');
      expect(await send({ ...DATA, ...changes })).toBe(outcome);
      expect(rowKeys).toEqual(['key-1', key]);
    },
  );

  it('uses a fresh UUID by default', async () => {
    const { fetch, rowKeys } = answeringInTurn(201, 201);
    const send = contactSender(URL, { fetch });
    await send(DATA);
    await send(DATA);
    for (const key of rowKeys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(rowKeys[0]).not.toBe(rowKeys[1]);
  });
});
