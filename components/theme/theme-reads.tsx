// The theme variables the site reads, for the theme stylesheet to hold only those: what the
// components' stylesheets and code name, and what MUI's own styles for the welcome toast read,
// found by rendering the toast on the server the way Emotion writes its styles there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import WelcomeToastClient from '@/components/notices/WelcomeToastClient';
import theme from './theme';

/** The theme variables a text reads with `var(--mui-…)`. */
export const themeReadsIn = (text: string) =>
  [...text.matchAll(/var\(\s*(--mui-[\w-]+)/g)].map((match) => match[1]!);

/** The components' stylesheets and code, tests and the theme stylesheet itself left out. */
function componentSources(root: string) {
  return readdirSync(join(root, 'components'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'theme.css')
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

/**
 * The open welcome toast as MUI renders it, with the styles it writes (its Snackbar, Alert, icons
 * and close button) and the variables it sets on its elements (the Paper's shadow).
 */
function toastHtml() {
  return renderToString(
    <ThemeProvider theme={theme}>
      <WelcomeToastClient title="" message="" timeout={1} closeLabel="" due />
    </ThemeProvider>,
  );
}

/** Every theme variable some rule, component or the toast's MUI styles read, by name. */
export function themeReads(root = process.cwd()): Set<string> {
  return new Set([...componentSources(root), toastHtml()].flatMap(themeReadsIn));
}
