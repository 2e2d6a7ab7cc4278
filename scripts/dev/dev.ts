// npm run dev: Next.js's development server, with the content check run again on each save.
// Usage: npm run dev [-- next dev options, such as --port 3001]
import { spawn } from 'node:child_process';
import nextEnv from '@next/env';
import { explainTableUrlProblem } from '@/scripts/build/table-url/table-url';
import { buildTableUrlVerdict } from '../build/build-table-url';
import { watchContent } from '../build/content-report';

// Next.js reads the .env files itself, and again when one changes.
const env = { ...process.env };
nextEnv.loadEnvConfig(process.cwd(), true);
// Without a usable table URL the server only warns, so other pages can be worked on.
const { problem } = buildTableUrlVerdict();
if (problem)
  console.warn(`⚠ ${explainTableUrlProblem(problem)}\n  The contact form will not send.\n`);

watchContent();
const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env });
next.on('exit', (code) => process.exit(code ?? 0));
