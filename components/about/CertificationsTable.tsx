import { getTranslations } from 'next-intl/server';
import Box from '@/components/ui/Box';
import { content } from '@/content';
import type { Certification, TableColumn } from '@/content/schema';
import type { Locale } from '@/i18n/routing';

type Props = { locale: Locale };

const HEADER = { icon: 'product', certification: 'code', description: 'description' } as const;

// MUI's small table cell, drawn with the theme's variables.
const CELL = {
  typography: 'body2',
  textAlign: 'left',
  verticalAlign: 'inherit',
  py: '6px',
  px: 2,
  borderBottom: '1px solid var(--mui-palette-TableCell-border)',
} as const;

/** The certifications, with the columns and widths of the page's language. */
export default async function CertificationsTable({ locale }: Props) {
  const t = await getTranslations('Details');
  const columns = content.tableSettings[locale];
  const cell = (certification: Certification, column: TableColumn) =>
    column.field === 'icon' ? t(`icon.${certification.icon}`) : certification[column.field];
  return (
    <Box
      component="table"
      sx={{ width: '100%', borderCollapse: 'collapse', borderSpacing: 0, tableLayout: 'fixed' }}
    >
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
              <Box component="td" key={column.key} sx={{ ...CELL, overflowWrap: 'anywhere' }}>
                {cell(certification, column)}
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
