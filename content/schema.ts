import { z } from 'zod';

/** The consultant's identity, read everywhere the site names, calls or mails the owner. */
export const profileSchema = z.strictObject({
  name: z.string().trim().min(1),
  jobTitle: z.string().trim().min(1),
  companyName: z.string().trim().min(1),
  phone: z
    .string()
    .regex(/^\+[0-9 ]{8,20}$/, 'expected an international number such as +31 6 00000000'),
  email: z.email(),
  networkUrl: z.url({ protocol: /^https$/ }),
  bookingUrl: z.url({ protocol: /^https$/ }),
});

export type Profile = z.infer<typeof profileSchema>;
