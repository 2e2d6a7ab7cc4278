import { Fragment } from 'react';
import Box from '@/components/ui/Box';
import Typography from '@/components/ui/Typography';
import { getTranslations } from 'next-intl/server';
import { content } from '@/content';
import { skillGroups } from '@/content/schema';
import type { Locale } from '@/i18n/routing';
import Stars from './Stars';

type Props = { locale: Locale };

/** Skill ratings in three groups (products, technical, functional) separated by dividers. */
export default async function SkillRatings({ locale }: Props) {
  const t = await getTranslations('AboutPage');
  return (
    <Box component="section" aria-labelledby="skills-heading">
      <Typography id="skills-heading" variant="h5" component="h2" gutterBottom>
        {t('skills')}
      </Typography>
      {skillGroups.map((group, index) => (
        <Fragment key={group}>
          {index > 0 && (
            <Box
              component="hr"
              sx={{ my: 1.5, border: 0, borderBottom: 1, borderColor: 'divider' }}
            />
          )}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t(group)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {content.skills
              .filter((skill) => skill.group === group)
              .map(({ key, title, rating }) => (
                <Box
                  component="li"
                  key={key}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}
                >
                  <span>{title[locale]}</span>
                  <Stars rating={rating} label={t('rating', { title: title[locale], rating })} />
                </Box>
              ))}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
