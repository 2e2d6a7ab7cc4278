import { CONTACT_PROBLEMS } from '@/lib/contact/fields';
import { NAME_SLOT, withName } from '@/lib/contact/name-slot';
import { profile } from '@/content/profile';
import { contactFormText } from './contactFormText';
import { privacyText } from './privacyText';

jest.mock('next-intl/server', () =>
  jest.requireActual('./translations.test-utils').translationsIn('nl'),
);

describe('contactFormText', () => {
  it('words every problem the schema can report', async () => {
    const { problems } = await contactFormText();
    expect(Object.keys(problems).sort()).toEqual([...CONTACT_PROBLEMS].sort());
    expect(problems.nameRequired).toBe('U heeft geen naam ingevuld');
    expect(problems.phoneInvalid).toBe('Het ingevulde telefoonnummer is onjuist');
  });

  it('leaves the name slot for the browser to fill', async () => {
    const text = await contactFormText();
    expect(text.fields.name.valid).toBe(`Dank u, ${NAME_SLOT}`);
    expect(withName(text.result.errorMessage, 'Jan')).toBe(
      `Jan, deze gegevens zijn niet verzonden. Probeer het opnieuw of stuur een e-mail naar ${profile.email}.`,
    );
  });

  it('has the banner titles (Thank you, Unfortunately) and an empty-company hint', async () => {
    const text = await contactFormText();
    expect(text.result.savedTitle).toBe('Dank');
    expect(text.result.errorTitle).toBe('Helaas');
    expect(text.fields.company.empty).toBe('U heeft geen bedrijfsnaam ingevuld');
    expect(text.fields.phone.placeholder).toBe('+31 6 12345678');
  });
});

describe('privacyText', () => {
  it('has six titled sections in reading order, with the owner filled in', async () => {
    const text = await privacyText();
    expect(text.sections.map((section) => section.id)).toEqual([
      'questions',
      'purpose',
      'data',
      'retention',
      'security',
      'complaints',
    ]);
    for (const section of text.sections) {
      expect(section.title).not.toBe('');
      expect(section.text).not.toMatch(/[{}]/);
    }
    expect(text.sections[0]?.text).toContain(profile.email);
    expect(text.sections[3]?.text).toContain('3 maanden');
  });
});
