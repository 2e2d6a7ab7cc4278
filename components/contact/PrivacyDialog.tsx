'use client';
// The privacy statement, shown over the Contact page.
import { useEffect, useRef } from 'react';
import Button from '@/components/ui/form/Button';
import styles from './PrivacyDialog.module.css';

export type PrivacyText = {
  open: string;
  title: string;
  close: string;
  sections: { id: string; title: string; text: string }[];
};

type Props = { open: boolean; onClose: () => void; text: PrivacyText };

/**
 * The privacy statement as the browser's own modal dialog, closed by its button, Escape or its
 * trigger. No library, so it shows in the frame after the tap.
 */
export default function PrivacyDialog({ open, onClose, text }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    // The browser closes it on Escape; `close` tells React either way.
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="privacy-title"
      onClose={onClose}
      className={styles.dialog}
    >
      <h2 id="privacy-title" className={styles.title}>
        {text.title}
      </h2>
      {/* Focusable, so that keyboard users can scroll a long statement on a small screen. */}
      <div tabIndex={0} role="region" aria-labelledby="privacy-title" className={styles.content}>
        {text.sections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <h3 id={`privacy-${section.id}`} className={styles.sectionTitle}>
              {section.title}
            </h3>
            <p className={styles.text}>{section.text}</p>
          </section>
        ))}
      </div>
      <div className={styles.actions}>
        <Button variant="text" onClick={onClose}>
          {text.close}
        </Button>
      </div>
    </dialog>
  );
}
