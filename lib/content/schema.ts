// The schema of each content file: what an author may write in it.
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { sameIds, uniqueIds } from './schema-ids';
import { https, localized, pictureIn, text } from './schema-parts';

export const profileSchema = z.strictObject({
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
  /** By its English name, for search engines. */
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

export const projectsSchema = localized(z.array(projectSchema).min(1)).superRefine(
  sameIds('project'),
);

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

export const servicesSchema = localized(z.array(serviceSchema).min(1)).superRefine(
  sameIds('service'),
);

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

// A value under a second was most likely meant in seconds.
const milliseconds = z
  .int()
  .min(1000, {
    error: (issue) =>
      `is in milliseconds (1000 is one second), and ${String(issue.input)} is under a second: ` +
      'write 10000 for ten seconds',
  })
  .max(600000, {
    error: (issue) =>
      `is in milliseconds (1000 is one second), and ${String(issue.input)} is over ten minutes: ` +
      'write at most 600000',
  });

export const noticesSchema = z.strictObject({
  availability: localized(notice.extend({ timeout: milliseconds })),
  siteOffline: localized(notice),
});

export type Project = z.infer<typeof projectSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Certification = z.infer<typeof certificationsSchema>[number];
export type TableColumn = z.infer<typeof tableSettingsSchema>[Locale][number];
export type Notices = z.infer<typeof noticesSchema>;
