// Serving the static export in out/ the way the host does: clean URLs with trailing slashes,
// unknown paths answered with 404.html (status 404), text compressed as the browser accepts
// (gzip or brotli, as Azure Static Web Apps does), and the response headers of the host
// configuration that the build completed (out/staticwebapp.config.json, from
// scripts/host-config.template.json). `npm run serve` and `npm start` use it.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import compression from 'compression';
import handler from 'serve-handler';
import { serveHeaders } from './host-headers';

export const DEFAULT_PORT = 3000;
export const HOST = '127.0.0.1';

/** The host configuration the build completed into out/. */
export function hostConfigOf(dir = 'out') {
  const file = `${dir}/staticwebapp.config.json`;
  if (!existsSync(file)) throw new Error(`Nothing to serve in ${dir}/: run "npm run build" first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Starts the static server; resolves with its URL once it listens (port 0: any free port).
 * `config` is the host configuration whose headers it sends, by default the one in `dir`.
 */
export function serveExport({ dir = 'out', port = DEFAULT_PORT, config = hostConfigOf(dir) } = {}) {
  const options = {
    public: dir,
    cleanUrls: true,
    trailingSlash: true,
    headers: serveHeaders(config),
  };
  const compress = compression();
  const server = createServer((request, response) =>
    compress(request, response, () => handler(request, response, options)),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () =>
      resolve({ server, url: `http://${HOST}:${server.address().port}/` }),
    );
  });
}

