import type { ReactNode } from 'react';
import styles from './Alert.module.css';

type Props = {
  severity: 'success' | 'error';
  /** status for news the visitor may take in later, alert for what needs attention now. */
  role: 'status' | 'alert';
  icon: ReactNode;
  title: string;
  children: ReactNode;
};

/** A success or error message with its icon and title. */
export default function Alert({ severity, role, icon, title, children }: Props) {
  return (
    <div role={role} className={styles[severity]}>
      {icon}
      <div className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        {children}
      </div>
    </div>
  );
}
