// The site's logo as shown in the page, with or without a name for screen readers.
import LogoImage from './LogoImage';
import styles from './Logo.module.css';

type Props = { size: number; label?: string; className?: string };

export default function Logo({ size, label, className }: Props) {
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={[styles.logo, className].filter(Boolean).join(' ')}
    >
      <LogoImage size={size} color="currentColor" />
    </span>
  );
}
