// The About page's list of the consultant's skills, each rated in stars.
import { Fragment } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import Typography from '@/components/ui/Typography';
import { content } from '@/lib/content';
import { skillGroups } from '@/lib/content/schema';
import Stars from './Stars';
import styles from './SkillRatings.module.css';

export default async function SkillRatings() {
  const t = await getTranslations('AboutPage');
  const locale = await getLocale();
  return (
    <section aria-labelledby="skills-heading">
      <Typography id="skills-heading" variant="h5" component="h2" gutterBottom>
        {t('skills')}
      </Typography>
      {skillGroups.map((group, index) => (
        <Fragment key={group}>
          {index > 0 && <hr className={styles.divider} />}
          <Typography variant="subtitle1" component="h3" className={styles.group}>
            {t(group)}
          </Typography>
          <ul className={styles.list}>
            {content.skills
              .filter((skill) => skill.group === group)
              .map(({ key, title, rating }) => (
                <li key={key} className={styles.skill}>
                  <span>{title[locale]}</span>
                  <Stars rating={rating} label={t('rating', { title: title[locale], rating })} />
                </li>
              ))}
          </ul>
        </Fragment>
      ))}
    </section>
  );
}
