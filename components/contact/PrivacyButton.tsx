'use client';
// The Contact page's privacy statement: a button that shows and hides it in a modal dialog.
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import Button from '@/components/ui/form/Button';
import buttonStyles from '@/components/ui/form/Button.module.css';
import styles from './PrivacyButton.module.css';

export type PrivacyText = {
  open: string;
  title: string;
  close: string;
  icon: ReactNode;
  sections: { id: string; title: string; text: string }[];
};

const noChanges = () => () => {};

// Until the page's scripts have started (or where they never do) the statement opens in place, so
// it can always be read.
export default function PrivacyButton({ text }: { text: PrivacyText }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Counted, so that each press shows it, whatever React last heard of a close.
  const [asked, setAsked] = useState(0);
  const started = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!started)
    return (
      <details className={styles.inPlace}>
        <summary className={buttonStyles.outlined}>
          {text.icon}
          {text.open}
        </summary>
        <PrivacySections sections={text.sections} />
      </details>
    );
  return (
    <>
      <Button
        variant="outlined"
        icon={text.icon}
        aria-haspopup="dialog"
        onClick={() => {
          if (dialog.current?.open) dialog.current.close();
          else setAsked((count) => count + 1);
        }}
      >
        {text.open}
      </Button>
      {asked > 0 && <PrivacyDialog ref={dialog} asked={asked} text={text} />}
    </>
  );
}

type DialogProps = { asked: number; text: PrivacyText; ref: RefObject<HTMLDialogElement | null> };

// The browser's own dialog, so it shows in the frame after the tap; whether it is open is the
// browser's to say, with no copy in React that a late `close` event could leave behind.
function PrivacyDialog({ asked, text, ref }: DialogProps) {
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

function PrivacySections({ sections }: Pick<PrivacyText, 'sections'>) {
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
      <h3 id={`privacy-${section.id}`} className={styles.sectionTitle}>
        {section.title}
      </h3>
      <p className={styles.text}>{section.text}</p>
    </section>
  ));
}
