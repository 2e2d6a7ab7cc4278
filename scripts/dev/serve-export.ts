// Serves out/ as the host does: clean URLs, 404.html, compression, and the host config's headers.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import handler from 'serve-handler';
import { type HostConfig, serveHeaders } from '../build/host-headers';

export const DEFAULT_PORT = 3000;
const HOST = '127.0.0.1';

export function hostConfigOf(dir = 'out'): HostConfig {
  const file = `${dir}/staticwebapp.config.json`;
  if (!existsSync(file)) throw new Error(`Nothing to serve in ${dir}/: run "npm run build" first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as HostConfig;
}

/** Starts the static server with `config`'s headers; resolves with its URL once it listens. */
export function serveExport({
  dir = 'out',
  port = DEFAULT_PORT,
  config = hostConfigOf(dir),
}: { dir?: string; port?: number; config?: HostConfig } = {}): Promise<{
  server: Server;
  url: string;
}> {
  const options = {
    public: dir,
    cleanUrls: true,
    trailingSlash: true,
    headers: serveHeaders(config),
  };
  // compression's types say Express, but it uses only what plain Node requests have.
  const compress = compression() as unknown as (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;
  const server = createServer((request, response) =>
    compress(request, response, () => void handler(request, response, options)),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      // Listening on a TCP port, the address is always an AddressInfo.
      const { port: bound } = server.address() as AddressInfo;
      resolve({ server, url: `http://${HOST}:${bound}/` });
    });
  });
}
