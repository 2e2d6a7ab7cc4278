// The About page: the consultant's photo, skills, introduction and work history.
import { getTranslations } from 'next-intl/server';
import Typography from '@/components/ui/Typography';
import ConsultantPhoto from './ConsultantPhoto';
import Details from './Details';
import PersonaText from './PersonaText';
import SkillRatings from './SkillRatings';
import styles from './AboutPage.module.css';

export default async function AboutPage() {
  const t = await getTranslations('AboutPage');
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <div data-testid="about-grid" className={styles.grid}>
        <div className={styles.left}>
          <ConsultantPhoto />
          <SkillRatings />
        </div>
        <PersonaText />
        <Details />
      </div>
    </>
  );
}
