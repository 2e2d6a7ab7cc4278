// Gathers the contact form's words in the page's language, to hand to the form.
import { getTranslations } from 'next-intl/server';
import { CONTACT_PROBLEMS, type ContactProblem } from '@/lib/contact/fields';
import { NAME_SLOT } from '@/lib/contact/name-slot';
import { profile } from '@/lib/content/profile';
import { previewSendsNothing } from '@/lib/preview';
import type { ContactFormText } from './ContactForm';

/** Every word of the contact form in the page's language, for the form in the browser. */
export async function contactFormText(
  sendsNothing = previewSendsNothing(),
): Promise<ContactFormText> {
  const t = await getTranslations('ContactForm');
  const cv = await getTranslations('CvSwitch');
  const button = await getTranslations('SubmitButton');
  const result = await getTranslations('ResultAlert');
  const honeypot = await getTranslations('Honeypot');
  return {
    label: t('label'),
    fields: {
      name: { label: t('name'), valid: t('nameValid', { name: NAME_SLOT }) },
      company: { label: t('company'), valid: t('companyValid'), empty: t('companyEmpty') },
      phone: { label: t('phone'), valid: t('phoneValid'), placeholder: t('phonePlaceholder') },
      email: { label: t('email'), valid: t('emailValid') },
    },
    remarks: t('remarks'),
    problems: Object.fromEntries(CONTACT_PROBLEMS.map((key) => [key, t(key)])) as Record<
      ContactProblem,
      string
    >,
    honeypot: honeypot('label'),
    cv: { question: cv('question'), no: cv('no'), yes: cv('yes') },
    button: {
      send: button('send'),
      resend: button('resend'),
      sending: button('sending'),
      locked: button('locked'),
      notReady: button('notReady'),
    },
    result: {
      savedTitle: result('savedTitle'),
      savedMessage: result('savedMessage'),
      errorTitle: result('errorTitle'),
      errorMessage: result('errorMessage', { name: NAME_SLOT, email: profile.email }),
    },
    ...(sendsNothing && {
      preview: {
        notice: t('previewNotice'),
        title: result('previewTitle'),
        message: result('previewMessage'),
      },
    }),
  };
}
