/** The brand's colours, for the light theme and the pictures and manifest drawn at build. */
export const BRAND = { primary: '#0b4f8a', background: '#f4f6f9' } as const;
