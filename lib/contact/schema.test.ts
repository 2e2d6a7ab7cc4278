import { sampleForm } from './sample.test-utils';
import { CONTACT_PROBLEMS, EMPTY_CONTACT, MAX_LENGTH, type ContactInput } from './fields';
import { contactSchema, internationalPhone } from './schema';

const VALID = sampleForm({ phone: '+31 6 12345678' });

function problems(changes: Partial<ContactInput>): Record<string, string> {
  const result = contactSchema.safeParse({ ...VALID, ...changes });
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const parsed = (changes: Partial<ContactInput>) => contactSchema.parse({ ...VALID, ...changes });

it('names every problem with a message key of the catalog, and refuses the empty form', () => {
  const found = problems({ name: '', company: 'x'.repeat(101), phone: '12', email: 'nope' });
  expect(found).toEqual({
    name: 'nameRequired',
    company: 'companyTooLong',
    phone: 'phoneInvalid',
    email: 'emailInvalid',
  });
  for (const key of Object.values(found)) expect(CONTACT_PROBLEMS).toContain(key);
  expect(contactSchema.safeParse(EMPTY_CONTACT).success).toBe(false);
});

const a = (length: number) => 'a'.repeat(length);
const email = (length: number) => `${a(length - '@example.nl'.length)}@example.nl`;

it.each<[string, Partial<ContactInput>, string]>([
  ['a complete contact request', {}, ''],
  ['an empty name', { name: '' }, 'nameRequired'],
  ['a name of spaces', { name: '   ' }, 'nameRequired'],
  ['a name of tabs and line breaks', { name: '\t\n' }, 'nameRequired'],
  ['a name of 100 characters', { name: a(100) }, ''],
  ['a name of 100 characters, spaces around it not counted', { name: ` ${a(100)} ` }, ''],
  ['a name of 101 characters', { name: a(101) }, 'nameTooLong'],
  ['an empty company, which does not stop the form', { company: '' }, ''],
  ['a company of 100 characters', { company: a(100) }, ''],
  ['a company of 101 characters', { company: a(101) }, 'companyTooLong'],
  ['a phone of 20 characters as typed, separators included', { phone: '+31 6 12 34 56 78   ' }, ''],
  ['a phone of 21 characters as typed', { phone: '+31 6 12 34 56 78    ' }, 'phoneTooLong'],
  ['an e-mail address of 254 characters', { email: email(254) }, ''],
  ['an e-mail address of 255 characters', { email: email(255) }, 'emailTooLong'],
  ['no remarks', { remarks: '' }, ''],
  ['remarks of 4000 characters', { remarks: a(MAX_LENGTH.remarks) }, ''],
  ['remarks of 4001 characters', { remarks: a(4001) }, 'remarksTooLong'],
])('judges %s', (_, changes, problem) => {
  const [field] = Object.keys(changes);
  expect(problems(changes)).toEqual(problem ? { [field!]: problem } : {});
});

it('trims each text, sends the phone number in international form, keeps the CV choice', () => {
  expect(
    parsed({
      name: '  Jan  ',
      company: '   ',
      phone: '06 12 34 56 78',
      // A space that autocomplete added is no error.
      email: ' jan@example.nl ',
      sendCV: false,
      // The honeypot passes, for the form to judge.
      topic: 'http://spam.example',
    }),
  ).toMatchObject({
    name: 'Jan',
    company: '',
    phone: '+31612345678',
    email: 'jan@example.nl',
    sendCV: false,
    topic: 'http://spam.example',
  });
});

it.each([
  ['+31612345678', '+31612345678'],
  ['0612345678', '+31612345678'],
  ['0031612345678', '+31612345678'],
  ['+31 6 12345678', '+31612345678'],
  ['06-12 34 56 78', '+31612345678'],
  ['(020) 123.45.67', '+31201234567'],
  ['0031 (0)20', null],
  ['  010 - 123 4567  ', '+31101234567'],
])('stores the phone number %j as %s', (typed, stored) => {
  expect(internationalPhone(typed)).toBe(stored);
});

it.each([
  ['empty', ''],
  ['eight digits after the prefix', '061234567'],
  ['ten digits after the prefix', '06123456789'],
  ['a 0 right after the prefix', '+310612345678'],
  ['a 0 right after 0', '0012345678'],
  ['a Belgian number', '+32612345678'],
  ['a Belgian number with 00', '0032612345678'],
  ['no prefix', '612345678'],
  ['letters', '06abcdefgh'],
  ['a plus without 31', '+612345678'],
  ['other separators', '06/12345678'],
])('rejects a phone number with %s (%j)', (_case, phone) => {
  expect(problems({ phone })).toEqual({ phone: 'phoneInvalid' });
});

it.each([
  'jan@example.nl',
  'jan.jansen@example.co.uk',
  'j_a%n+tag-1@mail-server.example.com',
  'JAN@EXAMPLE.NL',
  '1@2.io',
])('accepts the e-mail address %s', (email) => {
  expect(problems({ email })).toEqual({});
});

it.each([
  ['empty', ''],
  ['no @', 'jan.example.nl'],
  ['two @', 'jan@@example.nl'],
  ['no dot after the @', 'jan@example'],
  ['a single-letter top-level part', 'jan@example.n'],
  ['digits in the top-level part', 'jan@example.n1'],
  ['a space inside', 'jan jansen@example.nl'],
  ['a character outside . _ % + -', 'jan!@example.nl'],
  ['an empty domain label', 'jan@example..nl'],
  ['a domain starting with a dot', 'jan@.example.nl'],
  ['a label ending in a hyphen', 'jan@example-.nl'],
  ['nothing before the @', '@example.nl'],
])('rejects an e-mail address with %s (%j)', (_case, email) => {
  expect(problems({ email })).toEqual({ email: 'emailInvalid' });
});
