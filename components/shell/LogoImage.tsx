// Draws the logo, for the page as well as for the icons and pictures made at build time.
type Props = { size: number; color: string };

// The logo mark on a 40×40 grid: a square frame around a plus.
const FRAME = { x: 3, y: 3, width: 34, height: 34, rx: 4 } as const;
const PLUS = 'M20 10v20M10 20h20';
const STROKE = 4;

export default function LogoImage({ size, color }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40">
      <rect {...FRAME} fill="none" stroke={color} strokeWidth={STROKE} />
      <path d={PLUS} stroke={color} strokeWidth={STROKE} strokeLinecap="round" />
    </svg>
  );
}

export function logoIconSvg(background: string): string {
  const frame = Object.entries(FRAME)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="6" fill="${background}"/>` +
    `<g transform="translate(4 4) scale(0.8)" fill="none" stroke="#fff" stroke-width="${STROKE}" stroke-linecap="round">` +
    `<rect ${frame}/><path d="${PLUS}"/></g></svg>`
  );
}
