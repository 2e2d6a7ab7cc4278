// npm run dev: Next.js's development server with hot reload, and the content check beside it.
// The check runs at start and again whenever a file in content/ or messages/ is saved, so the
// terminal names every problem (file, line:column, place, reason) while the page reloads.
// Usage: npm run dev [-- next dev options, such as --port 3001]
import { spawn } from 'node:child_process';
import nextEnv from '@next/env';
import { explainTableUrlProblem } from '@/lib/table-url';
import { buildTableUrlVerdict } from '../build/build-table-url';
import { watchContent } from '../build/content-report';

// Next.js is handed the environment as it was: it reads the .env files itself, and again when
// one changes.
const env = { ...process.env };
nextEnv.loadEnvConfig(process.cwd(), true);
// Without a usable table URL the development server only warns, so the other pages can be
// worked on.
const { problem } = buildTableUrlVerdict();
if (problem)
  console.warn(`⚠ ${explainTableUrlProblem(problem)}\n  The contact form will not send.\n`);

watchContent();
const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env });
next.on('exit', (code) => process.exit(code ?? 0));
