import Box from '@/components/ui/Box';
import Typography from '@/components/ui/Typography';
import { profile } from '@/content/profile';
import { BANNER_HEIGHT } from '@/lib/layout';

/** The top row: the company name on the theme's inverse colours. */
export default function Banner() {
  return (
    <Box
      sx={{
        height: BANNER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        px: { xs: 2, md: 4 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography component="p" variant="subtitle2" noWrap>
        {profile.companyName}
      </Typography>
    </Box>
  );
}
