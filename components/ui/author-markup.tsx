// What the author's tags become on the page (lib/markup.ts lists them and the texts that carry
// them): `t.rich(key, authorMarkup(locale))`.
import type { ReactNode } from 'react';
import { localePath } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AuthorTag } from '@/lib/markup';
import link from './link.module.css';

export function authorMarkup(locale: Locale): Record<AuthorTag, (words: ReactNode) => ReactNode> {
  return {
    b: (words) => <strong>{words}</strong>,
    contact: (words) => (
      <a href={localePath(locale, '/contact/')} className={link.link}>
        {words}
      </a>
    ),
  };
}
