/** The site's breakpoints in px, with MUI's names; the stylesheets' media queries use no others. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
