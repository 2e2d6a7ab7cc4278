import Box from '@/components/ui/Box';
import { underScheme } from '@/lib/theme-choice';

type Props = { alt: string };

/** The full-page picture behind Home; fainter in the dark (0.5) and high-contrast (0.1) themes. */
export default function BackgroundPicture({ alt }: Props) {
  return (
    <Box
      component="img"
      src="/images/background.svg"
      alt={alt}
      width={1600}
      height={900}
      loading="lazy"
      decoding="async"
      sx={{
        position: 'fixed',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        zIndex: -1,
        opacity: 1,
        [underScheme('dark')]: { opacity: 0.5 },
        [underScheme('contrast')]: { opacity: 0.1 },
      }}
    />
  );
}
