// The site's button, in its three looks.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Button.module.css';

type Props = {
  variant: 'contained' | 'outlined' | 'text';
  /** Drawn before the text, in the text's colour. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/** A button: contained for the main action, outlined for a secondary one, text inside a frame. */
export default function Button({ variant, icon, children, ...button }: Props) {
  return (
    <button type="button" {...button} className={styles[variant]}>
      {icon}
      {children}
    </button>
  );
}
