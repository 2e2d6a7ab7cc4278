// How one client project is shown among the About page's details.
import { getTranslations } from 'next-intl/server';
import Icon from '@/components/ui/Icon';
import Typography from '@/components/ui/Typography';
import type { Project } from '@/lib/content/schema';
import styles from './DetailCard.module.css';

type Props = { project: Extract<Project, { type: 'project' }> };

export default async function DetailCard({ project }: Props) {
  const t = await getTranslations('Details');
  return (
    <article className={styles.card}>
      <Typography variant="h6" component="h3" className={styles.title}>
        {project.title}
      </Typography>
      <Typography variant="subtitle2" component="p" gutterBottom className={styles.customer}>
        {project.customer}
      </Typography>
      <dl className={styles.facts}>
        {(['period', 'branch'] as const).map((field) => (
          <div key={field} className={styles.fact}>
            <Typography component="dt" className={styles.term}>
              {t(field)}:
            </Typography>
            <Typography component="dd" className={styles.value}>
              {project[field]}
            </Typography>
          </div>
        ))}
      </dl>
      {project.text.map((paragraph) => (
        <Typography key={paragraph} className={styles.paragraph}>
          {paragraph}
        </Typography>
      ))}
      <ul aria-label={t('tags')} className={styles.tags}>
        {project.tags.map((tag) => (
          <li key={tag}>
            <span className={styles.tag}>
              <Icon name="LocalOffer" className={styles.tagIcon} />
              {tag}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
