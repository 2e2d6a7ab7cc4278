/**
 * Pictures drawn for this site, one per product family, as no trademarked logo may be used. Each
 * is a file in public/images/products/, so a page carries an image's address, not its drawing.
 */
export const PRODUCT_FAMILIES = [
  'lowCode',
  'workflow',
  'chat',
  'documents',
  'cloud',
  'projects',
  'web',
] as const;

export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** Where a family's picture is served from. */
export const productPicture = (family: ProductFamily) => `/images/products/${family}.svg`;

type Props = { family: ProductFamily; label: string; size?: number };

/**
 * A product family's tile, named for screen readers (and shown as a tooltip on hover); fetched
 * only when shown, so a phone that hides the footer's row never asks for it.
 */
export default function ProductTile({ family, label, size = 32 }: Props) {
  return (
    <img
      src={productPicture(family)}
      alt={label}
      title={label}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
