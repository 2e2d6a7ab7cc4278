// The building blocks the content files' schemas share: texts, links, languages and pictures.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';

export const text = z.string().trim().min(1);
export const https = z.url({ protocol: /^https$/ });

export function localized<T extends z.ZodType>(schema: T) {
  const shape = Object.fromEntries(routing.locales.map((locale) => [locale, schema]));
  return z.strictObject(shape as Record<Locale, T>);
}

export function pictureIn(folder: string, extension: '' | '.svg', example: string) {
  const file = (name: unknown) => `public/images/${folder}${String(name)}${extension}`;
  return z
    .string()
    .regex(extension ? /^[a-z0-9-]+$/ : /^[a-z0-9-]+\.svg$/, `expected a name such as ${example}`)
    .refine((name) => existsSync(file(name)), {
      error: (issue) => `${file(issue.input)} does not exist`,
    });
}
