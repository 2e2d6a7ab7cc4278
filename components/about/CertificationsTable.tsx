// The table of the consultant's certifications, one of the About page's details.
import { getTranslations } from 'next-intl/server';
import { getLocale } from 'next-intl/server';
import ProductTile, { type ProductFamily } from '@/components/ui/ProductTile';
import { content } from '@/lib/content';
import type { Certification, TableColumn } from '@/lib/content/schema';
import styles from './CertificationsTable.module.css';

type Props = { title: string };

const HEADER = { icon: 'product', certification: 'code', description: 'description' } as const;
const CELL = {
  icon: styles.picture,
  certification: styles.whole,
  description: styles.description,
} as const;

const FAMILY: Record<Certification['icon'], ProductFamily> = {
  pp: 'lowCode',
  ts: 'web',
  m365: 'cloud',
  sp: 'documents',
};

export default async function CertificationsTable({ title }: Props) {
  const t = await getTranslations('Details');
  const columns = content.tableSettings[await getLocale()];
  const cell = (certification: Certification, column: TableColumn) => {
    if (column.field !== 'icon') return certification[column.field];
    const family = certification.icon;
    return <ProductTile family={FAMILY[family]} label={t(`icon.${family}`)} />;
  };
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{title}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              scope="col"
              key={column.key}
              className={styles.head}
              style={{ width: column.width }}
            >
              {t(HEADER[column.field])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {content.certifications.map((certification) => (
          <tr key={certification.id}>
            {columns.map((column) => (
              <td key={column.key} className={CELL[column.field]}>
                {cell(certification, column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
