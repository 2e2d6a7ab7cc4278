// The interaction bench's budget: how long a tap may take to show its result on the slowed phone.
import { ms, type Spread } from '../figures';

/** The most a tap may take to show its result on the slowed phone, in ms, median of the rounds. */
const DIALOG_MS = 300;
const TAB_MS = 400;
/** The longest event an interaction may have (what INP counts), median of the rounds. */
const EVENT_MS = 200;

/**
 * The interaction bench's ✓/✗ lines: each tap's time to shown, and its longest event, on medians.
 */
export function interactionSummary(
  dialog: Spread,
  tabs: readonly { tab: string; ms: Spread }[],
  longestEvent: Spread,
): string[] {
  const line = (ok: boolean, text: string) => `${ok ? '✓' : '✗'} ${text}`;
  const slow = tabs.filter(({ ms: each }) => each.median > TAB_MS);
  return [
    line(dialog.median <= DIALOG_MS, `privacy dialog ≤ ${DIALOG_MS} ms: ${ms(dialog.median)}`),
    line(
      slow.length === 0,
      `each tab ≤ ${TAB_MS} ms: ${tabs.map(({ tab, ms: each }) => `${tab} ${ms(each.median)}`).join(', ')}`,
    ),
    line(
      longestEvent.median <= EVENT_MS,
      `longest event ≤ ${EVENT_MS} ms: ${ms(longestEvent.median)}`,
    ),
  ];
}
