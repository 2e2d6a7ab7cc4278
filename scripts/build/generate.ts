// npm run generate: writes the files made from code, which are committed so that the site and
// editors use them without running code: the theme stylesheet (from components/theme/theme.ts,
// with the variables something reads)
// and the JSON Schemas of the content files and message catalogs (from lib/content/schema.ts
// and messages/en.json). Tests fail while a committed one is behind, and name this command.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { THEME_CSS_FILE, themeStylesheet } from '@/components/theme/theme-css';
import { themeReads } from '@/components/theme/theme-reads';
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
