// The logo animation shown over the page for a moment when the site opens.
import Logo from './Logo';
import StartAnimationClient from './StartAnimationClient';
import styles from './StartAnimation.module.css';

/** The start overlay with the growing logo; the overlay's timer is the client part. */
export default function StartAnimation() {
  return (
    <StartAnimationClient>
      <Logo size={96} className={styles.logo} />
    </StartAnimationClient>
  );
}
