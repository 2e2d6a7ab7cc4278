/** How long the start overlay stays and how long its logo's animation runs. */
export const OVERLAY_REMOVE_MS = 2000;
export const OVERLAY_ANIMATION_MS = 3000;
