// The site's button, in its three looks.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Button.module.css';

type Props = {
  variant: 'contained' | 'outlined' | 'text';
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

export default function Button({ variant, icon, children, ...button }: Props) {
  return (
    <button type="button" {...button} className={styles[variant]}>
      {icon}
      {children}
    </button>
  );
}
