// A product family's picture, drawn for this site as no trademarked logo may be used; a file in
// public/images/products/, so a page carries its address, not its drawing.
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

export const productPicture = (family: ProductFamily) => `/images/products/${family}.svg`;

type Props = { family: ProductFamily; label: string; size?: number };

/** Fetched only when shown, so a phone that hides the footer's row never asks for it. */
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
