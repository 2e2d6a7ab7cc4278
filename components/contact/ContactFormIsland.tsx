'use client';
import { useEffect, useRef, type ComponentProps } from 'react';
import type ContactFormType from './ContactForm';
import { earlyForm } from './early-form';
import styles from './ContactFormIsland.module.css';

type Props = ComponentProps<typeof ContactFormType>;

/** What first shows that the visitor means to use the form. */
const INTENT = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Brings the form's code and has it take over its box: hydrating the page's form, or drawing it. */
async function takeOver(box: HTMLDivElement, props: Props) {
  const [{ default: ContactForm }, { createRoot, hydrateRoot }] = await Promise.all([
    import('./ContactForm'),
    import('react-dom/client'),
  ]);
  const form = <ContactForm {...props} />;
  if (box.firstElementChild) return hydrateRoot(box, form);
  const root = createRoot(box);
  root.render(form);
  return root;
}

/**
 * The contact form, in the page's HTML from the start (it takes typing at once), with its code
 * (the form library and the form's parts) fetched on the visitor's first touch, focus or key in
 * it rather than with the page. The form then runs as a React root of its own, hydrating the
 * HTML it finds: until then the page's React leaves the box as the server wrote it. Rendered in
 * the browser (a visit from another page) the form is drawn at once. Until the code runs the send
 * button stays locked, as it is in the HTML, so the browser cannot post the form by itself.
 */
export default function ContactFormIsland(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The server's props, which do not change while the page lives.
  const initial = useRef(props);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let root: Promise<{ unmount: () => void }> | undefined;
    const start = () => {
      root ??= takeOver(element, initial.current);
    };
    if (!element.firstElementChild) start();
    const inForm = (target: EventTarget | null) =>
      target instanceof Node && element.contains(target);
    const want = (event: Event) => {
      if (inForm(event.target)) start();
    };
    const leave = ({ target }: FocusEvent) => {
      const field = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
      if (field && inForm(target)) earlyForm.left.add(target.name);
    };
    // Heard on the window first, before anything on the page could stop them.
    const options = { capture: true, passive: true };
    for (const type of INTENT) window.addEventListener(type, want, options);
    window.addEventListener('focusout', leave, options);
    return () => {
      for (const type of INTENT) window.removeEventListener(type, want, options);
      window.removeEventListener('focusout', leave, options);
      void root?.then((taken) => taken.unmount());
    };
  }, []);
  // On the server the form is rendered into the box; in the browser the page's React keeps
  // whatever the box holds (inner HTML it is told to leave alone), so the form's own root can
  // take it over.
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy only
    const { default: ContactForm } = require('./ContactForm') as {
      default: typeof ContactFormType;
    };
    return (
      <div ref={box} className={styles.island}>
        <ContactForm {...props} />
      </div>
    );
  }
  return (
    <div
      ref={box}
      className={styles.island}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
