import { getTranslations } from 'next-intl/server';
import Box from '@/components/ui/Box';
import ProductTile, { type ProductFamily } from '@/components/ui/ProductTile';
import { content } from '@/content';
import type { Certification, TableColumn } from '@/content/schema';
import type { Locale } from '@/i18n/routing';

type Props = { locale: Locale; title: string };

const HEADER = { icon: 'product', certification: 'code', description: 'description' } as const;

/** The picture each certification's product family is shown with. */
const FAMILY: Record<Certification['icon'], ProductFamily> = {
  pp: 'lowCode',
  ts: 'web',
  m365: 'cloud',
  sp: 'documents',
};

// MUI's small table cell, drawn with the theme's variables; tighter on phones.
const CELL = {
  typography: 'body2',
  textAlign: 'left',
  verticalAlign: 'middle',
  py: '6px',
  px: { xs: 1, sm: 2 },
  borderBottom: '1px solid var(--mui-palette-TableCell-border)',
} as const;

/**
 * The certifications, with the columns and widths of the page's language. The widths are
 * proportions the browser keeps where they fit: a product's picture and a code (PL-600) never
 * break, and a description wraps between words only.
 */
export default async function CertificationsTable({ locale, title }: Props) {
  const t = await getTranslations('Details');
  const columns = content.tableSettings[locale];
  const cell = (certification: Certification, column: TableColumn) => {
    if (column.field !== 'icon') return certification[column.field];
    const family = certification.icon;
    return <ProductTile family={FAMILY[family]} label={t(`icon.${family}`)} />;
  };
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', borderSpacing: 0 }}>
      <Box
        component="caption"
        sx={{ typography: 'h6', fontWeight: 700, textAlign: 'left', captionSide: 'top', mb: 1 }}
      >
        {title}
      </Box>
      <thead>
        <tr>
          {columns.map((column) => (
            <Box
              component="th"
              scope="col"
              key={column.key}
              sx={{ ...CELL, width: column.width, fontWeight: 700, color: 'text.primary' }}
            >
              {t(HEADER[column.field])}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {content.certifications.map((certification) => (
          <tr key={certification.id}>
            {columns.map((column) => (
              <Box
                component="td"
                key={column.key}
                sx={{
                  ...CELL,
                  whiteSpace: column.field === 'description' ? 'normal' : 'nowrap',
                  lineHeight: column.field === 'icon' ? 0 : undefined,
                }}
              >
                {cell(certification, column)}
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
