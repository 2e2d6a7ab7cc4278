import type { ReactNode } from 'react';
import styles from './Alert.module.css';

type Props = {
  severity: 'success' | 'info' | 'error';
  /**
   * status for news the visitor may take in later, alert for what needs attention now, note for
   * what stays on the page.
   */
  role: 'status' | 'alert' | 'note';
  icon: ReactNode;
  title: string;
  children: ReactNode;
};

/** A success, information or error message with its icon and title. */
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
