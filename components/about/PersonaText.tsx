// The About page's introduction of the consultant.
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { authorMarkup } from '@/components/ui/author-markup';
import Typography from '@/components/ui/Typography';
import styles from './PersonaText.module.css';

export default async function PersonaText() {
  const t = await getTranslations('Persona');
  const { Persona } = await getMessages();
  const markup = authorMarkup(await getLocale());
  return (
    <section aria-labelledby="persona-heading">
      <Typography id="persona-heading" variant="h5" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      <Typography className={styles.start}>{t.rich('start', markup)}</Typography>
      <ul className={styles.list}>
        {Object.entries(Persona.list).map(([id, text]) => (
          <Typography component="li" key={id}>
            {text}
          </Typography>
        ))}
      </ul>
      <Typography>{t.rich('end', markup)}</Typography>
    </section>
  );
}
