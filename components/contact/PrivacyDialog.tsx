'use client';
// The privacy statement, shown over the Contact page.
import { useEffect, type RefObject } from 'react';
import Button from '@/components/ui/form/Button';
import styles from './PrivacyDialog.module.css';

export type PrivacyText = {
  open: string;
  title: string;
  close: string;
  sections: { id: string; title: string; text: string }[];
};

type Props = {
  /** The number of the trigger's press that asked for it: each one shows it. */
  asked: number;
  text: PrivacyText;
  ref: RefObject<HTMLDialogElement | null>;
};

/**
 * The privacy statement as the browser's own modal dialog, closed by its button, Escape or its
 * trigger. No library, so it shows in the frame after the tap. Whether it is open is the
 * browser's to say: React keeps no copy that a late `close` event could leave behind.
 */
export default function PrivacyDialog({ asked, text, ref }: Props) {
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, [asked, ref]);
  return (
    <dialog ref={ref} role="alertdialog" aria-labelledby="privacy-title" className={styles.dialog}>
      <h2 id="privacy-title" className={styles.title}>
        {text.title}
      </h2>
      {/* Focusable, so that keyboard users can scroll a long statement on a small screen. */}
      <div tabIndex={0} role="region" aria-labelledby="privacy-title" className={styles.content}>
        <PrivacySections sections={text.sections} />
      </div>
      <div className={styles.actions}>
        <Button variant="text" onClick={() => ref.current?.close()}>
          {text.close}
        </Button>
      </div>
    </dialog>
  );
}

/** The statement's sections, in the dialog or opened in place. */
export function PrivacySections({ sections }: Pick<PrivacyText, 'sections'>) {
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
      <h3 id={`privacy-${section.id}`} className={styles.sectionTitle}>
        {section.title}
      </h3>
      <p className={styles.text}>{section.text}</p>
    </section>
  ));
}
