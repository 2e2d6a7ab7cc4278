// npm run serve: serves the static export in out/ as the host does (scripts/dev/serve-export.ts).
// Usage: npm run serve [-- --port N] [-- --dir out-states]
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, serveExport } from './serve-export';

const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
const dir = values.dir ?? 'out';
const { url } = await serveExport({ dir, port: Number(values.port ?? DEFAULT_PORT) });
console.log(`Serving ${dir}/ at ${url}`);
