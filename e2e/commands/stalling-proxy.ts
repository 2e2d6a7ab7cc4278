// A proxy to table storage that stops answering at a chosen request, as a job cut off by its time
// limit does.
import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StallingProxy = {
  /** Its port on 127.0.0.1. */
  port: number;
  /** Resolves when the chosen request has come, and was held. */
  stalled: Promise<void>;
  close: () => Promise<void>;
};

/**
 * Passes requests through to `port` until `stallAt(request)` says yes; from then on, holds them.
 */
export async function stallingProxy(
  port: number,
  stallAt: (request: IncomingMessage) => boolean,
): Promise<StallingProxy> {
  let stall: () => void = () => {};
  const stalled = new Promise<void>((resolve) => (stall = resolve));
  let holding = false;
  const server = createServer((request, response) => {
    if (holding || stallAt(request)) {
      holding = true;
      stall();
      return;
    }
    const onward = forward(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stalled,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
