/**
 * The site's breakpoints in px, named as MUI names them: sm 576, md 768, lg 992, xl 1200 and
 * xxl 1600. The theme uses them, and the stylesheets' media queries may use no other widths.
 */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
