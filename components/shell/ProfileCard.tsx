import Box from '@/components/ui/Box';
import Typography from '@/components/ui/Typography';
import { getTranslations } from 'next-intl/server';
import { profile } from '@/content/profile';

function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/);
  return words
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const LINE = { lineHeight: 1.3 } as const;
/** On a phone the footer has room for the name only; the links beside it hold phone and e-mail. */
const FROM_SMALL = { display: { xs: 'none', sm: 'block' } } as const;

/**
 * The owner in the footer: avatar, then name, job title, and phone and e-mail on lines of their
 * own, so that none of them is cut off.
 */
export default async function ProfileCard() {
  const t = await getTranslations('ProfileCard');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        component="span"
        role="img"
        aria-label={t('avatar', { name: profile.name })}
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 36,
          height: 36,
          borderRadius: '50%',
          typography: 'body2',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initials(profile.name)}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ ...LINE, fontWeight: 700 }}>
          {profile.name}
        </Typography>
        <Typography variant="caption" component="p" sx={{ ...LINE, ...FROM_SMALL }}>
          {profile.jobTitle}
        </Typography>
        <Typography variant="caption" component="p" sx={{ ...LINE, ...FROM_SMALL }}>
          {profile.phone} · {profile.email}
        </Typography>
      </Box>
    </Box>
  );
}
