// npm run dev: Next.js's development server with hot reload, and the content check beside it.
// The check runs at start and again whenever a file in content/ or messages/ is saved, so the
// terminal names every problem (file, line:column, place, reason) while the page reloads.
// Usage: npm run dev [-- next dev options, such as --port 3001]
import { spawn } from 'node:child_process';
import { watchContent } from './lib/content-report';

watchContent();
const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
next.on('exit', (code) => process.exit(code ?? 0));
