// The logo animation shown over the page for a moment when the site opens.
import Logo from './Logo';
import StartAnimationClient from './StartAnimationClient';
import styles from './StartAnimation.module.css';

export default function StartAnimation() {
  return (
    <StartAnimationClient>
      <Logo size={96} className={styles.logo} />
    </StartAnimationClient>
  );
}
