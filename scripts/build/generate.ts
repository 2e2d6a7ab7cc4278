// npm run generate: writes the committed generated files (theme stylesheet, JSON Schemas), so the
// site and editors run no code; tests fail, naming this command, while one is behind.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { THEME_CSS_FILE, themeStylesheet } from '@/scripts/build/theme/theme-css';
import { themeReads } from '@/scripts/build/theme/theme-reads';
import { schemaFiles } from '@/scripts/build/json-schemas';

writeFileSync(THEME_CSS_FILE, themeStylesheet(themeReads()));
const schemas = schemaFiles();
for (const { path, schema } of schemas) writeFileSync(path, `${JSON.stringify(schema, null, 2)}\n`);
// As the repository formats JSON, so that a regenerated file differs only where it changed.
const prettier = spawnSync(
  'npx',
  ['prettier', '--log-level', 'warn', '--write', ...schemas.map((s) => s.path)],
  {
    stdio: 'inherit',
  },
);
if (prettier.status !== 0) process.exit(prettier.status ?? 1);
console.log(`Wrote ${THEME_CSS_FILE} and ${schemas.length} JSON Schemas.`);
