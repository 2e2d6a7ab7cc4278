import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Button.module.css';

type Props = {
  variant: 'contained' | 'outlined' | 'text';
  /** Drawn before the text, in the text's colour. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/**
 * A button of the form kit: contained for the main action, outlined for a secondary one, text for
 * one inside a surface that already frames it (a dialog's close).
 */
export default function Button({ variant, icon, children, ...button }: Props) {
  return (
    <button type="button" {...button} className={styles[variant]}>
      {icon}
      {children}
    </button>
  );
}
