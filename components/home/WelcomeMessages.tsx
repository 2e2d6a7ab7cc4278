// The Home page's short welcome lines beside the experience cards.
import { getMessages } from 'next-intl/server';
import styles from './WelcomeMessages.module.css';

export default async function WelcomeMessages() {
  const { HomePage } = await getMessages();
  return (
    <ul className={styles.list}>
      {Object.entries(HomePage.welcome).map(([id, message]) => (
        <li key={id} data-id={id}>
          {message}
        </li>
      ))}
    </ul>
  );
}
