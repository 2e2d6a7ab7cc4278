// Serving the static export in out/ the way the host does: clean URLs with trailing slashes,
// unknown paths answered with 404.html (status 404), text compressed as the browser accepts
// (gzip or brotli, as Azure Static Web Apps does), and the response headers of the host
// configuration that the build completed (out/staticwebapp.config.json, from
// scripts/build/host-config.template.json). `npm run serve` and `npm start` use it.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import handler from 'serve-handler';
import { type HostConfig, serveHeaders } from '../build/host-headers';

export const DEFAULT_PORT = 3000;
const HOST = '127.0.0.1';

/** The host configuration the build completed into out/. */
export function hostConfigOf(dir = 'out'): HostConfig {
  const file = `${dir}/staticwebapp.config.json`;
  if (!existsSync(file)) throw new Error(`Nothing to serve in ${dir}/: run "npm run build" first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as HostConfig;
}

/**
 * Starts the static server; resolves with its URL once it listens (port 0: any free port).
 * `config` is the host configuration whose headers it sends, by default the one in `dir`.
 */
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
  // compression is Express middleware by its types, but reads and writes only what plain Node
  // requests and responses have.
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
