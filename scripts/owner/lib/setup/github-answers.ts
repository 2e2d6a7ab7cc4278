// Reading GitHub's API answers for `npm run setup-check`: an answer or the status it failed with,
// the lines the check prints, and the plain reading of JSON objects and lists.

/** A GitHub API answer: the parsed JSON, or the HTTP status it failed with. */
export type Answer = { ok: true; body: unknown } | { ok: false; status: number };
export type Api = (path: string) => Answer;

export type Line = string;
export const ok = (text: string): Line => `✓ ${text}`;
export const missing = (text: string): Line => `✗ ${text}`;
/** Worth knowing, but nothing to fix. */
export const note = (text: string): Line => `! ${text}`;
export const unreadable = (what: string, status: number): Line =>
  `? ${what}: GitHub answered ${status} (this login or plan cannot read it); check it by hand`;

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
export const list = (value: unknown, key: string): Record<string, unknown>[] => {
  const items = key ? asRecord(value)[key] : value;
  return Array.isArray(items) ? items.map(asRecord) : [];
};
export const names = (value: unknown, key: string, field = 'name') =>
  list(value, key).map((item) => String(item[field]));
