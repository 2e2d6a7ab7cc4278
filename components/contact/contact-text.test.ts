import { profile } from '@/lib/content/profile';
import { privacyText } from './contact-text';

jest.mock('next-intl/server', () =>
  jest.requireActual('./translations.test-utils').translationsIn('nl'),
);

it('has the privacy statement’s six titled sections in reading order, the owner filled in', async () => {
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
