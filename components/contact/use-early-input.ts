import { useEffect, type RefObject } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { EMPTY_CONTACT, type ContactInput } from '@/lib/contact/fields';
import { earlyForm } from './early-form';

type TextField = Exclude<keyof ContactInput, 'sendCV'>;

/** Every field the visitor types into, the honeypot included: those that start as text. */
const TEXT_FIELDS = (Object.keys(EMPTY_CONTACT) as (keyof ContactInput)[]).filter(
  (name): name is TextField => typeof EMPTY_CONTACT[name] === 'string',
);

/**
 * What was typed into the page's HTML form before the form's code ran, taken over once it runs:
 * each value, the CV switch, and the fields already left checked, as if the code had run all along
 * (their rules start loading then, as on a first focus).
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
    if (earlyForm.left.size > 0 || element.contains(document.activeElement)) {
      void startValidation();
    }
    for (const name of TEXT_FIELDS) {
      const field = elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const left = earlyForm.left.has(name);
      if (field.value !== '' || left) {
        setValue(name, field.value, { shouldDirty: true, shouldTouch: left, shouldValidate: left });
      }
    }
    const cv = elements.namedItem('sendCV');
    if (cv instanceof HTMLInputElement && cv.checked) setValue('sendCV', true);
    earlyForm.left.clear();
  }, [form, setValue, startValidation]);
}
