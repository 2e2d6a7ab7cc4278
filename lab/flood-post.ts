// The flood for npm run bench:flood: rows posted through the form's add-only URL as fast as can be.
import { createServer } from 'node:net';
import { REQUEST_HEADERS } from '@/lib/contact/table-row';
import { contactRow } from '@/lib/contact/sample.test-utils';

/** Every this many rows posted the bench says how far it got: a long flood is visibly alive. */
const PROGRESS_EVERY = 10_000;
/** Posts in flight at once: as a flood would, more than a browser ever sends. */
const IN_FLIGHT = 32;

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || address === null) {
        server.close(() => reject(new Error(`No TCP port was bound: ${String(address)}`)));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });

const since = (started: number) => (performance.now() - started) / 1000;
export const thousands = (count: number) => Math.round(count).toLocaleString('en-US');

/** Posts rows to `url` until `rowLimit` rows or `minutes` have passed; returns count and rate. */
export async function postFlood(url: string, rowLimit: number, minutes: number) {
  let next = 0;
  const started = performance.now();
  const postUntil = started + minutes * 60_000;
  const poster = async () => {
    for (let index = next++; index < rowLimit && performance.now() < postUntil; index = next++) {
      const entity = contactRow(
        {
          name: `Flood ${index}`,
          company: '',
          phone: '',
          email: 'flood@example.com',
          remarks: '',
          sendCV: false,
        },
        `flood-${String(index).padStart(8, '0')}`,
      );
      const response = await fetch(url, {
        method: 'POST',
        headers: REQUEST_HEADERS,
        body: JSON.stringify(entity),
      });
      if (response.status !== 201) throw new Error(`Post ${index} answered ${response.status}.`);
      if ((index + 1) % PROGRESS_EVERY === 0)
        console.log(`… ${thousands(index + 1)} posted after ${since(started).toFixed(0)} s`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, poster));
  const rows = Math.min(next - IN_FLIGHT, rowLimit);
  const postSeconds = since(started);
  const postRate = rows / postSeconds;
  console.log(
    `Posted ${thousands(rows)} rows through the form's SAS in ${postSeconds.toFixed(1)} s ` +
      `(${thousands(postRate)} rows/s, ${IN_FLIGHT} at a time).`,
  );

  return { rows, postRate };
}
