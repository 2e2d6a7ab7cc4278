// The rules for lists whose entries carry ids: each id once, and the same ids in every language.
import type { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';

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

function compare(ids: number[], referenceIds: number[], locale: Locale, noun: string) {
  const reference = routing.defaultLocale;
  const lacking = referenceIds.filter((id) => !ids.includes(id));
  const extra = ids.flatMap((id, index) => (referenceIds.includes(id) ? [] : [{ id, index }]));
  return [
    ...lacking.map((id) => ({
      path: [locale],
      message: `${locale} has no ${noun} with id ${id} (${reference} has one)`,
    })),
    ...extra.map(({ id, index }) => ({
      path: [locale, index, 'id'],
      message: `${reference} has no ${noun} with id ${id} (${locale} has one)`,
    })),
  ];
}

/** `noun` names an entry in the messages: "nl has no project with id 6 (en has one)". */
export function sameIds(noun: string) {
  return <T extends { id: number }>(value: Record<Locale, T[]>, ctx: z.RefinementCtx) => {
    const reference = routing.defaultLocale;
    const referenceIds = value[reference].map((item) => item.id);
    for (const locale of routing.locales) {
      uniqueIds(value[locale], ctx, [locale]);
      if (locale === reference) continue;
      const ids = value[locale].map((item) => item.id);
      const missing = compare(ids, referenceIds, locale, noun);
      for (const { path, message } of missing) ctx.addIssue({ code: 'custom', path, message });
      const once = new Set(ids).size === ids.length;
      if (missing.length === 0 && once && ids.join() !== referenceIds.join())
        ctx.addIssue({
          code: 'custom',
          path: [locale],
          message: `lists the ${noun}s in another order than ${reference}: ${reference} has ids ${referenceIds.join(', ')}`,
        });
    }
  };
}
