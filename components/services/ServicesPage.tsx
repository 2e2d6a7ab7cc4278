// The Services page: each service the consultant offers, one under the other.
import { getLocale, getTranslations } from 'next-intl/server';
import PageIntro from '@/components/shell/PageIntro';
import { visibleServices } from '@/lib/content';
import ServiceRow from './ServiceRow';
import styles from './ServicesPage.module.css';

export default async function ServicesPage() {
  const t = await getTranslations('ServicesPage');
  const services = visibleServices(await getLocale());
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      <ul className={styles.list}>
        {services.map((service) => (
          <ServiceRow key={service.id} service={service} />
        ))}
      </ul>
    </>
  );
}
