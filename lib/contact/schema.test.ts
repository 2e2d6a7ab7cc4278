import { sampleForm } from './sample.test-utils';
import { CONTACT_PROBLEMS, EMPTY_CONTACT, MAX_LENGTH, type ContactInput } from './fields';
import { contactResolver, contactSchema, internationalPhone } from './schema';

const VALID = sampleForm({ phone: '+31 6 12345678' });

/** The first problem per field, as the form shows it, or `{}` when the data is valid. */
function problems(changes: Partial<ContactInput>): Record<string, string> {
  const result = contactSchema.safeParse({ ...VALID, ...changes });
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const parsed = (changes: Partial<ContactInput>) => contactSchema.parse({ ...VALID, ...changes });

it('accepts a complete contact request', () => {
  expect(problems({})).toEqual({});
});

it('names every problem with a message key of the catalog', () => {
  const found = problems({ name: '', company: 'x'.repeat(101), phone: '12', email: 'nope' });
  expect(found).toEqual({
    name: 'nameRequired',
    company: 'companyTooLong',
    phone: 'phoneInvalid',
    email: 'emailInvalid',
  });
  for (const key of Object.values(found)) expect(CONTACT_PROBLEMS).toContain(key);
});

describe('name', () => {
  it.each([[''], ['   '], ['\t\n']])('%j is empty', (name) => {
    expect(problems({ name })).toEqual({ name: 'nameRequired' });
  });

  it('is trimmed', () => {
    expect(parsed({ name: '  Jan  ' }).name).toBe('Jan');
  });

  it('has at most 100 characters, spaces around it not counted', () => {
    expect(problems({ name: 'a'.repeat(100) })).toEqual({});
    expect(problems({ name: ` ${'a'.repeat(100)} ` })).toEqual({});
    expect(problems({ name: 'a'.repeat(101) })).toEqual({ name: 'nameTooLong' });
  });
});

describe('company', () => {
  it('may be empty, which does not stop the form', () => {
    expect(problems({ company: '' })).toEqual({});
    expect(parsed({ company: '   ' }).company).toBe('');
  });

  it('has at most 100 characters', () => {
    expect(problems({ company: 'c'.repeat(100) })).toEqual({});
    expect(problems({ company: 'c'.repeat(101) })).toEqual({ company: 'companyTooLong' });
  });
});

describe('phone', () => {
  it.each([
    ['+31612345678', '+31612345678'],
    ['0612345678', '+31612345678'],
    ['0031612345678', '+31612345678'],
    ['+31 6 12345678', '+31612345678'],
    ['06-12 34 56 78', '+31612345678'],
    ['(020) 123.45.67', '+31201234567'],
    ['0031 (0)20', null],
    ['  010 - 123 4567  ', '+31101234567'],
  ])('%j is stored as %s', (typed, stored) => {
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
  ])('rejects %s (%j)', (_case, phone) => {
    expect(problems({ phone })).toEqual({ phone: 'phoneInvalid' });
  });

  it('sends the international form', () => {
    expect(parsed({ phone: '06 12 34 56 78' }).phone).toBe('+31612345678');
  });

  it('has at most 20 characters as typed, separators included', () => {
    const twenty = '+31 6 12 34 56 78   ';
    expect(twenty).toHaveLength(20);
    expect(problems({ phone: twenty })).toEqual({});
    expect(problems({ phone: `${twenty} ` })).toEqual({ phone: 'phoneTooLong' });
  });
});

describe('e-mail', () => {
  it.each([
    ['jan@example.nl'],
    ['jan.jansen@example.co.uk'],
    ['j_a%n+tag-1@mail-server.example.com'],
    ['JAN@EXAMPLE.NL'],
    ['1@2.io'],
  ])('accepts %s', (email) => {
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
  ])('rejects %s (%j)', (_case, email) => {
    expect(problems({ email })).toEqual({ email: 'emailInvalid' });
  });

  it('is trimmed, so a space that autocomplete added is no error', () => {
    expect(parsed({ email: ' jan@example.nl ' }).email).toBe('jan@example.nl');
  });

  it('has at most 254 characters', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.nl'.length)}@example.nl`;
    expect(problems({ email: at(254) })).toEqual({});
    expect(problems({ email: at(255) })).toEqual({ email: 'emailTooLong' });
  });
});

describe('remarks', () => {
  it('are optional', () => {
    expect(problems({ remarks: '' })).toEqual({});
  });

  it('have at most 4000 characters', () => {
    expect(problems({ remarks: 'r'.repeat(MAX_LENGTH.remarks) })).toEqual({});
    expect(problems({ remarks: 'r'.repeat(4001) })).toEqual({ remarks: 'remarksTooLong' });
  });
});

it('keeps the CV choice and lets the honeypot pass for the form to judge', () => {
  expect(parsed({ sendCV: false, topic: 'http://spam.example' })).toMatchObject({
    sendCV: false,
    topic: 'http://spam.example',
  });
});

it('starts empty, which the form cannot send', () => {
  expect(contactSchema.safeParse(EMPTY_CONTACT).success).toBe(false);
});

describe('with react-hook-form', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  const resolve = contactResolver;

  it('gives one message key per field', async () => {
    const result = await resolve(
      { ...VALID, name: ' ', phone: '+32 6 12345678' },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: expect.objectContaining({ message: 'nameRequired' }),
      phone: expect.objectContaining({ message: 'phoneInvalid' }),
    });
  });

  it('hands the cleaned values to the submit handler', async () => {
    const result = await resolve(
      { ...VALID, name: ' Jan ', phone: '06-12345678' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ ...VALID, name: 'Jan', phone: '+31612345678' });
  });
});
