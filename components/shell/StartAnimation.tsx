import Logo from './Logo';
import StartOverlay from './StartOverlay';
import styles from './StartOverlay.module.css';

/** The start overlay with the growing logo; the overlay's timer is the only client part. */
export default function StartAnimation() {
  return (
    <StartOverlay>
      <Logo size={96} className={styles.logo} />
    </StartOverlay>
  );
}
