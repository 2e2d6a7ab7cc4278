import { CONTACT_PROBLEMS, NAME_SLOT, withName } from '@/lib/contact/fields';
import { createTranslator } from 'next-intl';
import { profile } from '@/lib/content/profile';
import nl from '@/messages/nl.json';
import { contactFormText, privacyText } from './contact-text';

jest.mock('next-intl/server', () =>
  jest.requireActual('./translations.test-utils').translationsIn('nl'),
);

describe('contactFormText', () => {
  it('words every problem the schema can report', async () => {
    const { problems } = await contactFormText();
    expect(Object.keys(problems).sort()).toEqual([...CONTACT_PROBLEMS].sort());
    expect(problems.nameRequired).toBe(nl.ContactForm.nameRequired);
    expect(problems.phoneInvalid).toBe(nl.ContactForm.phoneInvalid);
  });

  it('leaves the name slot for the browser to fill', async () => {
    const text = await contactFormText();
    const format = createTranslator({ locale: 'nl', messages: nl });
    expect(text.fields.name.valid).toBe(format('ContactForm.nameValid', { name: NAME_SLOT }));
    expect(withName(text.result.errorMessage, 'Jan')).toBe(
      format('ResultAlert.errorMessage', { name: 'Jan', email: profile.email }),
    );
  });

  it('has the banner titles (Thank you, Unfortunately) and an empty-company hint', async () => {
    const text = await contactFormText();
    expect(text.result.savedTitle).toBe(nl.ResultAlert.savedTitle);
    expect(text.result.errorTitle).toBe(nl.ResultAlert.errorTitle);
    expect(text.fields.company.empty).toBe(nl.ContactForm.companyEmpty);
    expect(text.fields.phone.placeholder).toBe(nl.ContactForm.phonePlaceholder);
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
  });
});
