// The theme variables the site reads, so the theme stylesheet holds only those.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import AvailabilityToastClient from '@/components/notices/AvailabilityToastClient';
import theme from '@/components/theme/theme';

export const themeReadsIn = (text: string) =>
  [...text.matchAll(/var\(\s*(--mui-[\w-]+)/g)].map((match) => match[1]!);

/** The components' stylesheets and code, tests and the theme stylesheet itself left out. */
function componentSources(root: string) {
  return readdirSync(join(root, 'components'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'theme.css')
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

function toastHtml() {
  return renderToString(
    <ThemeProvider theme={theme}>
      <AvailabilityToastClient title="" message="" timeout={1} closeLabel="" due />
    </ThemeProvider>,
  );
}

/** Every theme variable some rule, component or the toast's MUI styles read, by name. */
export function themeReads(root = process.cwd()): Set<string> {
  return new Set([...componentSources(root), toastHtml()].flatMap(themeReadsIn));
}
