import Box from '@/components/ui/Box';
import Icon from '@/components/ui/Icon';
import Card from '@/components/ui/Card';
import Typography from '@/components/ui/Typography';
import { getTranslations } from 'next-intl/server';
import type { Project } from '@/content/schema';

type Props = { project: Extract<Project, { type: 'project' }> };

/** One client project: bold title, period and sector side by side, paragraphs, tags as chips. */
export default async function DetailCard({ project }: Props) {
  const t = await getTranslations('Details');
  return (
    <Card component="article" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        {project.title}
      </Typography>
      <Typography variant="subtitle2" component="p" color="text.secondary" gutterBottom>
        {project.customer}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, my: 1 }}>
        {(['period', 'branch'] as const).map((field) => (
          <Box key={field} sx={{ display: 'flex', gap: 1 }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {t(field)}:
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {project[field]}
            </Typography>
          </Box>
        ))}
      </Box>
      {project.text.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      <Box
        component="ul"
        aria-label={t('tags')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {project.tags.map((tag) => (
          <li key={tag}>
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                px: 1,
                py: 0.25,
                borderRadius: 4,
                typography: 'body2',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Icon name="LocalOffer" sx={{ fontSize: 16 }} />
              {tag}
            </Box>
          </li>
        ))}
      </Box>
    </Card>
  );
}
