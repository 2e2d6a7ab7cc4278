'use client';
// Shows the opening logo animation in the browser and removes it after two seconds.
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './StartAnimation.module.css';

type Props = { children?: ReactNode };

const OVERLAY_REMOVE_MS = 2000;
const OVERLAY_ANIMATION_MS = 3000;

const DURATIONS = {
  '--fade': `${OVERLAY_REMOVE_MS}ms`,
  '--grow': `${OVERLAY_ANIMATION_MS}ms`,
} as CSSProperties;

export default function StartAnimationClient({ children }: Props) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(() => setShown(false), reduced ? 0 : OVERLAY_REMOVE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div aria-hidden data-testid="start-overlay" className={styles.overlay} style={DURATIONS}>
      {children}
    </div>
  );
}
