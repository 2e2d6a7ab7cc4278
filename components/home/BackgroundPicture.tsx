// The picture behind the Home page.
import styles from './BackgroundPicture.module.css';

type Props = { alt: string };

export default function BackgroundPicture({ alt }: Props) {
  return (
    <img
      src="/images/background.svg"
      alt={alt}
      width={1600}
      height={900}
      loading="lazy"
      decoding="async"
      className={styles.picture}
    />
  );
}
