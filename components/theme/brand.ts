/**
 * The brand's colours: the light theme's primary and page background, and the pictures drawn at
 * build (favicon, home-screen icon, social card) and the web manifest.
 */
export const BRAND = { primary: '#0b4f8a', background: '#f4f6f9' } as const;
