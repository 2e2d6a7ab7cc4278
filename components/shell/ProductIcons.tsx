import Box from '@/components/ui/Box';
import ProductTile from '@/components/ui/ProductTile';
import { getTranslations } from 'next-intl/server';

/** The six products the consultant works with, in the order the footer shows them. */
const PRODUCTS = ['lowCode', 'workflow', 'chat', 'documents', 'cloud', 'projects'] as const;

/** The products the consultant works with, right in the footer; hidden on narrow screens. */
export default async function ProductIcons() {
  const t = await getTranslations('ProductIcons');
  return (
    <Box
      component="ul"
      aria-label={t('label')}
      sx={{
        display: { xs: 'none', lg: 'flex' },
        justifyContent: 'flex-end',
        gap: 1,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {PRODUCTS.map((product) => (
        <li key={product}>
          <ProductTile family={product} label={t(product)} />
        </li>
      ))}
    </Box>
  );
}
