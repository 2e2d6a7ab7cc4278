import Box from '@/components/ui/Box';
import { getLocale, getTranslations } from 'next-intl/server';
import PageIntro from '@/components/shell/PageIntro';
import { visibleServices } from '@/content';
import type { Locale } from '@/i18n/routing';
import ServiceRow from './ServiceRow';

/** Services: one row per service that is not disabled. */
export default async function ServicesPage() {
  const t = await getTranslations('ServicesPage');
  const locale = (await getLocale()) as Locale;
  const services = visibleServices(locale);
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      <Box
        component="ul"
        sx={{ display: 'flex', flexDirection: 'column', gap: 4, listStyle: 'none', p: 0, mt: 3 }}
      >
        {services.map((service) => (
          <ServiceRow key={service.id} service={service} />
        ))}
      </Box>
    </>
  );
}
