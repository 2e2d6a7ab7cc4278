import Box from '@/components/ui/Box';
import { getTranslations } from 'next-intl/server';

/** The welcome messages, right-aligned and bold, each under its id. */
export default async function WelcomeBanner() {
  const t = await getTranslations('HomePage');
  const messages = Object.entries(t.raw('welcome') as Record<string, string>);
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, textAlign: 'right', fontWeight: 700 }}
    >
      {messages.map(([id, message]) => (
        <li key={id} data-id={id}>
          {message}
        </li>
      ))}
    </Box>
  );
}
