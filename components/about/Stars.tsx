import type { CSSProperties } from 'react';
import styles from './Stars.module.css';

type Props = { rating: number; label: string };

/** A read-only rating of up to five stars in the brand colour, rendered without scripts. */
export default function Stars({ rating, label }: Props) {
  return (
    <span
      role="img"
      aria-label={label}
      className={styles.stars}
      style={{ '--rating': rating } as CSSProperties}
    />
  );
}
