// A star rating, as shown beside each skill on the About page.
import type { CSSProperties } from 'react';
import styles from './Stars.module.css';

type Props = { rating: number; label: string };

export default function Stars({ rating, label }: Props) {
  return (
    <span
      role="img"
      aria-label={label}
      className={styles.stars}
      style={{ '--rating': rating } as CSSProperties}
    >
      {/* Printers leave out the masked stars: on paper these characters stand in for them. */}
      <span className={styles.printed}>
        {'★'.repeat(rating)}
        {'☆'.repeat(Math.max(0, 5 - rating))}
      </span>
    </span>
  );
}
