import fc from 'fast-check';
import { contactSchema, internationalPhone } from './schema';

// The original site's rules, as patterns the form's rules must never be looser than.
const PHONE_RULE = /^(\+31|0|0031)[1-9][0-9]{8}$/;
const EMAIL_RULE = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

// Spaces, hyphens, dots and parentheses are ignored in phone numbers.
const withoutSeparators = (typed: string) => typed.replace(/[\s\-.()]/g, '');

const phoneField = contactSchema.shape.phone;
const emailField = contactSchema.shape.email;

const pick = (characters: string) => fc.constantFrom(...characters.split(''));

const phoneLike = fc.oneof(
  fc.string({ unit: pick('+0123456789 -.()/x'), maxLength: 24 }),
  fc
    .tuple(
      fc.constantFrom('+31', '0', '0031', '+32', '31', '00', ''),
      fc.string({ unit: pick('0123456789'), minLength: 7, maxLength: 11 }),
      fc.array(fc.tuple(fc.nat(12), pick(' -.()')), { maxLength: 4 }),
    )
    .map(([prefix, digits, separators]) =>
      separators.reduce(
        (text, [at, separator]) => text.slice(0, at) + separator + text.slice(at),
        prefix + digits,
      ),
    ),
);

const label = fc.string({ unit: pick('abcXYZ019-'), minLength: 0, maxLength: 6 });
const emailLike = fc.oneof(
  fc.string({ unit: pick('abZ09._%+-@!# '), maxLength: 30 }),
  fc
    .tuple(
      fc.string({ unit: pick('abZ09._%+-!'), minLength: 0, maxLength: 8 }),
      fc.array(label, { minLength: 1, maxLength: 3 }),
      fc.string({ unit: pick('abcXY1'), minLength: 0, maxLength: 4 }),
      fc.constantFrom('', ' ', '  '),
    )
    .map(([local, labels, tld, pad]) => `${pad}${local}@${labels.join('.')}.${tld}${pad}`),
);

const runs = { numRuns: 3000 };

it('accepts a phone number of 20 characters at most exactly when the reference pattern does', () => {
  fc.assert(
    fc.property(phoneLike, (typed) => {
      const result = phoneField.safeParse(typed);
      expect(result.success).toBe(typed.length <= 20 && PHONE_RULE.test(withoutSeparators(typed)));
      if (!result.success) return;
      expect(internationalPhone(typed)).toBe(result.data);
      expect(result.data).toMatch(/^\+31[1-9][0-9]{8}$/);
      expect(result.data.slice(-9)).toBe(withoutSeparators(typed).slice(-9));
    }),
    runs,
  );
});

it('never accepts an e-mail address that the reference pattern rejects', () => {
  fc.assert(
    fc.property(emailLike, (typed) => {
      const result = emailField.safeParse(typed);
      if (result.success) expect(result.data).toMatch(EMAIL_RULE);
    }),
    runs,
  );
});

it('accepts well-formed addresses that the reference pattern accepts', () => {
  const wellFormed = fc
    .tuple(
      fc.string({ unit: pick('abZ09._%+-'), minLength: 1, maxLength: 12 }),
      fc.array(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.stringMatching(/^[a-zA-Z]{2,6}$/),
    )
    .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
  fc.assert(
    fc.property(wellFormed, (address) => {
      expect(address).toMatch(EMAIL_RULE);
      expect(emailField.safeParse(address).success).toBe(true);
    }),
    runs,
  );
});
