// Keeps what a visitor typed into the contact form before the page's code had loaded.
import { useEffect, type RefObject } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { EMPTY_CONTACT, type ContactInput } from '@/lib/contact/fields';

type TextField = Exclude<keyof ContactInput, 'sendCV'>;

/** Every field the visitor types into, the honeypot included: those that start as text. */
const TEXT_FIELDS = (Object.keys(EMPTY_CONTACT) as (keyof ContactInput)[]).filter(
  (name): name is TextField => typeof EMPTY_CONTACT[name] === 'string',
);

/**
 * Keeps what was typed into the page's HTML form before hydration. A field the focus has left is
 * checked as if the code had run all along; the focused one is not judged yet.
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  setValue: UseFormSetValue<ContactInput>,
  startValidation: () => unknown,
) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const { elements } = element;
    const typed = TEXT_FIELDS.flatMap((name) => {
      const field = elements.namedItem(name);
      const isText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
      return isText && field.value !== '' ? [{ name, field }] : [];
    });
    // Load the rules first, as on a first focus, so the fields left are judged by them.
    if (typed.length > 0 || element.contains(document.activeElement)) void startValidation();
    for (const { name, field } of typed) {
      const left = field !== document.activeElement;
      setValue(name, field.value, { shouldDirty: true, shouldTouch: left, shouldValidate: left });
    }
    const cv = elements.namedItem('sendCV');
    if (cv instanceof HTMLInputElement && cv.checked) setValue('sendCV', true);
  }, [form, setValue, startValidation]);
}
