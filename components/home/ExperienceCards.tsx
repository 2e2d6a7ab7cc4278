// The Home page's cards on how many years of experience the consultant has.
import { getTranslations } from 'next-intl/server';
import Typography from '@/components/ui/Typography';
import { content } from '@/lib/content';
import { yearsSince } from '@/lib/experience';
import YearsSince from './YearsSince';
import styles from './ExperienceCards.module.css';

export default async function ExperienceCards() {
  const t = await getTranslations('ExperienceCards');
  const builtAt = new Date();
  return (
    <ul aria-label={t('label')} className={styles.list}>
      {content.experience.map(({ key, startYear, image }) => (
        <li key={key} className={styles.card}>
          {/* Lazy: on a phone the cards sit below the first screen, and an eager picture would be
              preloaded in the head and share the link with the page itself. */}
          <img
            src={`/images/${image}`}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
          <div>
            <Typography variant="h6" component="h2">
              {t(`${key}.title`)}
            </Typography>
            <Typography>
              {t.rich(`${key}.message`, {
                years: () => (
                  <YearsSince startYear={startYear} atBuild={yearsSince(startYear, builtAt)} />
                ),
              })}
            </Typography>
          </div>
        </li>
      ))}
    </ul>
  );
}
