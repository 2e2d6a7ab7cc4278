// Keeps what a visitor typed into the contact form before the page's code had loaded.
import { useEffect, type RefObject } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { EMPTY_CONTACT, type ContactInput } from '@/lib/contact/fields';

const NAMES = Object.keys(EMPTY_CONTACT) as (keyof ContactInput)[];

// A field the focus has left is checked as if the code had run all along; the focused one is not
// judged yet.
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  setValue: UseFormSetValue<ContactInput>,
  startValidation: () => unknown,
) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed = NAMES.flatMap((name) => {
      const control = element.elements.namedItem(name);
      if (!control) return [];
      const value =
        typeof EMPTY_CONTACT[name] === 'boolean'
          ? (control as HTMLInputElement).checked
          : (control as { value: string }).value;
      if (value === EMPTY_CONTACT[name]) return [];
      // A group of radio buttons comes as a list.
      const controls = control instanceof RadioNodeList ? [...control] : [control];
      return [{ name, value, left: !controls.includes(document.activeElement as Element) }];
    });
    // Load the rules first, as on a first focus, so the fields left are judged by them.
    if (typed.length > 0 || element.contains(document.activeElement)) void startValidation();
    for (const { name, value, left } of typed)
      setValue(name, value, { shouldDirty: true, shouldTouch: left, shouldValidate: left });
  }, [form, setValue, startValidation]);
}
