// When the availability toast comes in: a second after the page can answer a tap.

/** How long after the page has hydrated the availability toast comes in. */
export const TOAST_DELAY_MS = 1000;
