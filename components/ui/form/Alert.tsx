// A boxed message telling of a success, a piece of information or an error.
import type { ReactNode } from 'react';
import styles from './Alert.module.css';

type Props = {
  severity: 'success' | 'info' | 'error';
  /** status: news for later; alert: needs attention now; note: stays on the page. */
  role: 'status' | 'alert' | 'note';
  icon: ReactNode;
  title: string;
  children: ReactNode;
};

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
