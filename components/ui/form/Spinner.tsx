// A turning ring that shows something is under way.
import styles from './Spinner.module.css';

/** Something is under way: a turning ring, hidden from screen readers (its parent says it). */
export default function Spinner() {
  return <span role="progressbar" aria-hidden className={styles.spinner} />;
}
