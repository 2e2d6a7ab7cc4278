import { existsSync } from 'node:fs';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';

const text = z.string().trim().min(1);
const https = z.url({ protocol: /^https$/ });

/** The same shape once per language of the site. */
function localized<T extends z.ZodType>(schema: T) {
  const shape = Object.fromEntries(routing.locales.map((locale) => [locale, schema]));
  return z.strictObject(shape as Record<Locale, T>);
}

/** A picture that must exist as public/images/{folder}{name}{extension}. */
function pictureIn(folder: string, extension: '' | '.svg', example: string) {
  const file = (name: unknown) => `public/images/${folder}${String(name)}${extension}`;
  return z
    .string()
    .regex(extension ? /^[a-z0-9-]+$/ : /^[a-z0-9-]+\.svg$/, `expected a name such as ${example}`)
    .refine((name) => existsSync(file(name)), {
      error: (issue) => `${file(issue.input)} does not exist`,
    });
}

/** Lists whose items carry ids: ids are unique, and every language lists the same ids. */
function uniqueIds<T extends { id: number }>(
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
function sameIds<T extends { id: number }>(value: Record<Locale, T[]>, ctx: z.RefinementCtx) {
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

/** The consultant's identity, read everywhere the site names, calls or mails the owner. */
export const profileSchema = z.strictObject({
  /** The public address the site is served from, without a trailing slash. */
  siteUrl: https.refine((url) => !url.endsWith('/'), 'write the address without a trailing slash'),
  name: text,
  jobTitle: text,
  companyName: text,
  phone: z
    .string()
    .regex(/^\+[0-9 ]{8,20}$/, 'expected an international number such as +31 6 00000000'),
  email: z.email(),
  networkUrl: https,
  bookingUrl: https,
  /** The country the services are offered in, by its English name (for search engines). */
  areaServed: text,
});

const projectSchema = z.discriminatedUnion('type', [
  z.strictObject({
    id: z.int().positive(),
    type: z.literal('project'),
    customer: text,
    title: text,
    text: z.array(text).min(1),
    period: text,
    branch: text,
    tags: z.array(text).min(1),
  }),
  z.strictObject({ id: z.literal(0), type: z.literal('certificate'), title: text }),
]);

export const projectsSchema = localized(z.array(projectSchema).min(1)).superRefine(sameIds);

const descriptionBlock = z.discriminatedUnion('type', [
  z.strictObject({ id: z.int(), type: z.literal('text'), text }),
  z.strictObject({ id: z.int(), type: z.literal('listitem'), text }),
  z.strictObject({ id: z.int(), type: z.literal('link'), title: text, text }),
]);

const serviceSchema = z.strictObject({
  id: z.int().positive(),
  imageName: pictureIn('services/', '.svg', 'power-platform'),
  label: text,
  disabled: z.boolean(),
  description: z.array(descriptionBlock).min(1),
});

export const servicesSchema = localized(z.array(serviceSchema).min(1)).superRefine(sameIds);

export const certificationsSchema = z
  .array(
    z.strictObject({
      id: z.int().positive(),
      icon: z.enum(['pp', 'ts', 'm365', 'sp']),
      certification: z
        .string()
        .regex(/^[A-Z0-9]{2}-\d{3}$/, 'expected an exam code such as PL-600'),
      description: text,
    }),
  )
  .min(1)
  .superRefine((items, ctx) => uniqueIds(items, ctx, []));

export const skillGroups = ['product', 'technical', 'functional'] as const;

export const skillsSchema = z
  .array(
    z.strictObject({
      key: z.int().positive(),
      group: z.enum(skillGroups),
      rating: z.int().min(1).max(5),
      title: localized(text),
    }),
  )
  .min(1)
  .superRefine((items, ctx) =>
    uniqueIds(
      items.map((item) => ({ ...item, id: item.key })),
      ctx,
      [],
      'key',
    ),
  );

export const experienceSchema = z
  .array(
    z.strictObject({
      key: z.enum(['it', 'pp', 'm365']),
      startYear: z.int().min(1950).max(2100),
      image: pictureIn('', '', 'picture-name.svg'),
    }),
  )
  .length(3);

export const tableSettingsSchema = localized(
  z
    .array(
      z.strictObject({
        key: text,
        field: z.enum(['icon', 'certification', 'description']),
        width: z.string().regex(/^\d+(\.\d+)?%$/, 'expected a width in percent such as 20%'),
      }),
    )
    .min(1),
);

const notice = z.strictObject({ enabled: z.boolean(), title: text, message: text });

export const noticesSchema = z.strictObject({
  availability: localized(notice.extend({ timeout: z.int().positive() })),
  siteOffline: localized(notice),
});

export type Project = z.infer<typeof projectSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Certification = z.infer<typeof certificationsSchema>[number];
export type TableColumn = z.infer<typeof tableSettingsSchema>[Locale][number];
export type Notices = z.infer<typeof noticesSchema>;
