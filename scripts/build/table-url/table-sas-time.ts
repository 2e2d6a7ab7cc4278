// When the contact table URL's SAS is valid, and the reminder before it runs out.
import { refuse, TABLE_URL_VARIABLE, type TableTarget, type TableUrlProblem } from './table-url';

/** The build warns when the SAS expires sooner than this. */
const WARN_SAS_DAYS = 30;

export const DAY_MS = 86_400_000;

// The forms of ISO 8601 that Azure accepts for a SAS's times, always in UTC.
const ISO_UTC = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?Z)?$/;

function isoUtcTime(value: string): Date | undefined {
  const parts = ISO_UTC.exec(value);
  if (!parts) return undefined;
  // Six numbers, one per group; a time the value leaves out is 0.
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1, 7)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const time = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const exists =
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hours &&
    time.getUTCMinutes() === minutes &&
    time.getUTCSeconds() === seconds;
  return exists ? time : undefined;
}

/** What is wrong with the SAS's expiry (se=) and start (st=), or undefined. */
export function sasTimeProblem(
  { expiry, start }: { expiry: string | undefined; start: string | undefined },
  now: Date,
  { mint: MINT, maxDays, most }: TableTarget,
): TableUrlProblem | undefined {
  if (!expiry) return refuse('its SAS never expires (no se=)', MINT);
  const expires = isoUtcTime(expiry);
  if (!expires) {
    return refuse(`its SAS expiry se=${expiry} is not a date that exists, in ISO 8601 UTC`, MINT);
  }
  if (start !== undefined) {
    const starts = isoUtcTime(start);
    if (!starts)
      return refuse(`its SAS start st=${start} is not a date that exists, in ISO 8601 UTC`, MINT);
    if (starts.getTime() > now.getTime()) {
      return refuse(`its SAS only starts at ${start}: the form could not send until then`, MINT);
    }
  }
  const left = expires.getTime() - now.getTime();
  if (left <= 0) return refuse(`its SAS expired on ${expiry}`, `the form cannot send: ${MINT}`);
  if (left > maxDays * DAY_MS) {
    return refuse(
      `its SAS runs until ${expiry}, more than ${most} away`,
      `a SAS that leaks must not stay valid that long: ${MINT}, at most ${most} ahead`,
    );
  }
  return undefined;
}

// Only an otherwise usable URL gets the reminder.
export function contactTableUrlWarning(
  value: string | undefined,
  { now = new Date(), withinDays = WARN_SAS_DAYS }: { now?: Date; withinDays?: number } = {},
): string | undefined {
  // Unset, it is no URL (as new URL(undefined) would have said).
  if (value === undefined) return undefined;
  let expiry: string | null;
  try {
    expiry = new URL(value).searchParams.get('se');
  } catch {
    return undefined;
  }
  const days = expiry ? (Date.parse(expiry) - now.getTime()) / DAY_MS : Number.NaN;
  if (!(days > 0 && days < withinDays)) return undefined;
  return (
    `The contact table SAS in ${TABLE_URL_VARIABLE} expires on ${expiry}, in ${Math.ceil(days)} ` +
    `day(s): the contact form stops working then. Mint a new one (npm run sas) and redeploy before.`
  );
}
