// The About page's introduction of the consultant.
import { getMessages, getTranslations } from 'next-intl/server';
import Typography from '@/components/ui/Typography';
import styles from './PersonaText.module.css';

/** Who the consultant is: title, introduction, bullets and a closing line. */
export default async function PersonaText() {
  const t = await getTranslations('Persona');
  const { Persona } = await getMessages();
  return (
    <section aria-labelledby="persona-heading">
      <Typography id="persona-heading" variant="h5" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      <Typography className={styles.start}>{t('start')}</Typography>
      <ul className={styles.list}>
        {Object.entries(Persona.list).map(([id, text]) => (
          <Typography component="li" key={id}>
            {text}
          </Typography>
        ))}
      </ul>
      <Typography>{t('end')}</Typography>
    </section>
  );
}
