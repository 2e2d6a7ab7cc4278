// What the visitor did in the contact form before its code arrived: the form is in the page's
// HTML from the start and takes typing at once; its code loads on the first touch, focus or key
// in it (ContactFormIsland.tsx) and, once running, catches up from here (ContactForm.tsx).

/** The early visit: the fields the visitor has left before the form's code ran. */
export const earlyForm = { left: new Set<string>() };
