// npm run serve: serves the static export in out/ as the host does (scripts/lib/serve-export.ts).
// Usage: npm run serve [-- --port N]
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, serveExport } from './lib/serve-export';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const { url } = await serveExport({ port: Number(values.port ?? DEFAULT_PORT) });
console.log(`Serving out/ at ${url}`);
