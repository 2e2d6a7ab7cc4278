// npm run check: checks every content file and both message catalogs without building the site,
// and prints every problem at once with its file, line:column, place and reason.
// Usage: npm run check [-- --watch]   (--watch: check again on every change, until Ctrl+C)
import { parseArgs } from 'node:util';
import { reportContent, watchContent } from './content-report';

const { values } = parseArgs({ options: { watch: { type: 'boolean' } } });

if (values.watch) watchContent();
else process.exitCode = reportContent() ? 0 : 1;
