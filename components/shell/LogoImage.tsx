type Props = { size: number; color: string };

/** The logo mark as plain SVG: in the page, and in pictures drawn at build time. */
export default function LogoImage({ size, color }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40">
      <rect x="3" y="3" width="34" height="34" rx="4" fill="none" stroke={color} strokeWidth="4" />
      <path d="M20 10v20M10 20h20" stroke={color} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
