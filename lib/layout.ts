/** Banner row height (SPEC: 4vh), never so low that the company name is cut. */
export const BANNER_HEIGHT = 'max(4vh, 1.75rem)';

/** Fixed footer height (SPEC: 6vh), never so low that the profile card is cut. */
export const FOOTER_HEIGHT = 'max(6vh, 3.5rem)';

/** Space kept free below the content so the fixed footer never covers it (SPEC: 7vh padding). */
export const CONTENT_BOTTOM_PADDING = `calc(${FOOTER_HEIGHT} + 1vh + 1rem)`;

/** How long the start overlay stays and how long its animation runs (SPEC §9). */
export const OVERLAY_REMOVE_MS = 2000;
export const OVERLAY_ANIMATION_MS = 3000;

/** Hides text from sight but not from screen readers. */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
