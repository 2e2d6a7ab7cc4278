import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { getTranslations } from 'next-intl/server';
import { content } from '@/content';
import type { Certification, TableColumn } from '@/content/schema';
import type { Locale } from '@/i18n/routing';

type Props = { locale: Locale };

const HEADER = { icon: 'product', certification: 'code', description: 'description' } as const;

/** The certifications, with the columns and widths of the page's language. */
export default async function CertificationsTable({ locale }: Props) {
  const t = await getTranslations('Details');
  const columns = content.tableSettings[locale];
  const cell = (certification: Certification, column: TableColumn) =>
    column.field === 'icon' ? t(`icon.${certification.icon}`) : certification[column.field];
  return (
    <Table size="small" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} sx={{ width: column.width, fontWeight: 700 }}>
              {t(HEADER[column.field])}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {content.certifications.map((certification) => (
          <TableRow key={certification.id}>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ overflowWrap: 'anywhere' }}>
                {cell(certification, column)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
