// The rules for lists whose entries carry ids: each id once, and the same ids in every language.
import type { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';

/** Lists whose items carry ids: ids are unique, and every language lists the same ids. */
export function uniqueIds<T extends { id: number }>(
  items: T[],
  ctx: z.RefinementCtx,
  path: PropertyKey[],
  field = 'id',
) {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.id))
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, field],
        message: `duplicate ${field} ${item.id}`,
      });
    seen.add(item.id);
  });
}

/** The ids of each language's list are compared with those of the default language. */
export function sameIds<T extends { id: number }>(
  value: Record<Locale, T[]>,
  ctx: z.RefinementCtx,
) {
  const ids = (items: T[]) => items.map((item) => item.id).join(',');
  const reference = routing.defaultLocale;
  for (const locale of routing.locales) {
    uniqueIds(value[locale], ctx, [locale]);
    if (locale !== reference && ids(value[locale]) !== ids(value[reference])) {
      ctx.addIssue({
        code: 'custom',
        path: [locale],
        message: `ids ${ids(value[locale])} differ from ${reference} ${ids(value[reference])}`,
      });
    }
  }
}
