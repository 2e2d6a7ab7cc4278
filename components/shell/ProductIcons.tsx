// The footer's row of pictures of the products the consultant works with.
import ProductTile from '@/components/ui/ProductTile';
import { getTranslations } from 'next-intl/server';
import styles from './ProductIcons.module.css';

const PRODUCTS = ['lowCode', 'workflow', 'chat', 'documents', 'cloud', 'projects'] as const;

export default async function ProductIcons() {
  const t = await getTranslations('ProductIcons');
  return (
    <ul aria-label={t('label')} className={styles.list}>
      {PRODUCTS.map((product) => (
        <li key={product}>
          <ProductTile family={product} label={t(product)} />
        </li>
      ))}
    </ul>
  );
}
