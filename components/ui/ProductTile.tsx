/** Pictures drawn for this site, one per product family, as no trademarked logo may be used. */
const TILES = {
  lowCode: {
    tile: '#6a2c8c',
    shapes: (
      <>
        <rect x="8" y="8" width="7" height="7" rx="1.5" />
        <rect x="17" y="8" width="7" height="7" rx="1.5" />
        <rect x="8" y="17" width="7" height="7" rx="1.5" />
        <path d="M20.5 17v7M17 20.5h7" stroke="#fff" strokeWidth="2" />
      </>
    ),
  },
  workflow: {
    tile: '#0d5fb3',
    shapes: (
      <>
        <circle cx="8.5" cy="16" r="3" />
        <circle cx="23.5" cy="9.5" r="3" />
        <circle cx="23.5" cy="22.5" r="3" />
        <path d="M11 15l10-5M11 17l10 5" stroke="#fff" strokeWidth="2" />
      </>
    ),
  },
  chat: {
    tile: '#4b53bc',
    shapes: (
      <>
        <path d="M6 9a3 3 0 0 1 3-3h14a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-9l-5 4v-4H9a3 3 0 0 1-3-3z" />
        <circle cx="11" cy="13.5" r="1.5" fill="#4b53bc" />
        <circle cx="16" cy="13.5" r="1.5" fill="#4b53bc" />
        <circle cx="21" cy="13.5" r="1.5" fill="#4b53bc" />
      </>
    ),
  },
  documents: {
    tile: '#037c74',
    shapes: (
      <>
        <path d="M9 5h10l5 5v17H9z" />
        <path d="M19 5v5h5" fill="#9fd6d2" />
        <path d="M12 15h9M12 19h9M12 23h6" stroke="#037c74" strokeWidth="1.6" />
      </>
    ),
  },
  cloud: {
    tile: '#0a7bd1',
    shapes: <path d="M10 24a5 5 0 0 1-.6-9.96A7 7 0 0 1 22.8 12.2 5.9 5.9 0 0 1 22.5 24z" />,
  },
  projects: {
    tile: '#2f7a32',
    shapes: (
      <>
        <rect x="6" y="8" width="12" height="3.5" rx="1" />
        <rect x="11" y="14.25" width="12" height="3.5" rx="1" />
        <rect x="16" y="20.5" width="10" height="3.5" rx="1" />
      </>
    ),
  },
  web: {
    tile: '#8a3b0b',
    shapes: (
      <path
        d="M12 10l-5 6 5 6M20 10l5 6-5 6M17.5 8l-3 16"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
} as const;

export type ProductFamily = keyof typeof TILES;

type Props = { family: ProductFamily; label: string; size?: number };

/** A product family's tile, named for screen readers (and shown as a tooltip on hover). */
export default function ProductTile({ family, label, size = 32 }: Props) {
  const { tile, shapes } = TILES[family];
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 32 32">
      <title>{label}</title>
      <rect width="32" height="32" rx="6" fill={tile} />
      <g fill="#fff">{shapes}</g>
    </svg>
  );
}
