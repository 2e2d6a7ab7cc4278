// Plain JavaScript so that `npm start` and `npm test` run on a fresh clone: installs dependencies
// when missing, then runs the TypeScript script in this process, so Ctrl+C and exit codes pass.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SCRIPTS = ['start', 'test'];
const [name] = process.argv.splice(2, 1);
if (!SCRIPTS.includes(name)) {
  console.error(`Usage: node scripts/dev/bootstrap.mjs <${SCRIPTS.join('|')}>`);
  process.exit(2);
}

// npm ci fails on our registry, which lacks other platforms' optional binaries (see README).
if (!['next', 'tsx'].every((bin) => existsSync(`node_modules/.bin/${bin}`))) {
  console.log('Installing dependencies (first run, about two minutes)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ npm install failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(`./${name}.ts`);
