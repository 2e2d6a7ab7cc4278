// What npm run bench -- --interactions runs inside the page (lab/interactions/bench.ts): armed
// before a tap, it notes when the tap began, the first frame in which its outcome is shown,
// and the Event Timing entries of the interaction. Each function is handed to page.evaluate, so it
// is self-contained: it reads nothing of this module.

/**
 * What a tap should bring on screen: an element matching `selector` with this accessible name,
 * and where given, at this path.
 */
export type Outcome = { selector: string; name: string; path?: string };

/**
 * An Event Timing entry: the event, its duration to the next paint in ms, what it hit, and whether
 * it belongs to an interaction (a tap's pointer and click events do; INP counts only those).
 */
export type EventEntry = { name: string; duration: number; target: string; interaction: boolean };

/** What the probe noted, in the page's performance.now() ms; undefined until it happened. */
export type Probe = { tapAt?: number; shownAt?: number; events: EventEntry[] };

/** The probe's state on the page's window: what it noted so far, and how to finish it. */
type ProbeWindow = Window & { benchProbe?: Probe; benchFinish?: () => Probe };

/**
 * Arms the probe in the page. The tap's start is the first pointerdown or touchstart's timestamp
 * (a capture listener: Event Timing leaves out events shorter than its threshold). Any change to
 * the document starts a requestAnimationFrame loop, which runs until the first frame in which the
 * outcome's element is laid out with a size and, counting every ancestor's opacity, is more than
 * half opaque: that frame's rendering is the one that paints it visible.
 */
export function armProbe(outcome: Outcome) {
  const probe: Probe = { events: [] };
  const win = window as ProbeWindow;
  win.benchProbe = probe;
  const onDown = (event: Event) => {
    probe.tapAt ??= event.timeStamp;
  };
  window.addEventListener('pointerdown', onDown, { capture: true });
  window.addEventListener('touchstart', onDown, { capture: true });

  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const role = node.getAttribute('role');
    const text = (node.textContent ?? '').trim().slice(0, 24);
    return `${node.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${text}"`;
  };
  const note = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceEventTiming[])
      probe.events.push({
        name: entry.name,
        duration: entry.duration,
        target: describe(entry.target),
        interaction: entry.interactionId > 0,
      });
  };
  const events = new PerformanceObserver((list) => note(list.getEntries()));
  // TypeScript's DOM types do not know Event Timing's threshold yet.
  const options = { type: 'event', durationThreshold: 16, buffered: true };
  events.observe(options as PerformanceObserverInit);
  // Entries already queued but not yet handed to the observer are taken too.
  win.benchFinish = () => {
    note(events.takeRecords());
    events.disconnect();
    return probe;
  };

  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : (element.getAttribute('aria-label') ?? element.textContent ?? '');
    return label.replace(/\s+/g, ' ').trim();
  };
  const opacity = (element: Element) => {
    let product = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      product *= Number(getComputedStyle(node).opacity);
    return product;
  };
  const shown = () =>
    (outcome.path === undefined || location.pathname === outcome.path) &&
    [...document.querySelectorAll(outcome.selector)].some((element) => {
      if (nameOf(element) !== outcome.name) return false;
      const { width, height } = element.getBoundingClientRect();
      return width > 0 && height > 0 && opacity(element) > 0.5;
    });

  let looping = false;
  const frame = () => {
    if (shown()) {
      probe.shownAt = performance.now();
      mutations.disconnect();
      return;
    }
    requestAnimationFrame(frame);
  };
  const mutations = new MutationObserver(() => {
    if (looping) return;
    looping = true;
    requestAnimationFrame(frame);
  });
  mutations.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** Whether the outcome has been shown. */
export const shownYet = () => (window as ProbeWindow).benchProbe?.shownAt !== undefined;

/**
 * What the probe noted, two frames after the element was shown, so that the Event Timing entries
 * of the paints up to it have been reported.
 */
export async function readProbe(): Promise<Probe> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const finish = (window as ProbeWindow).benchFinish;
  if (!finish) throw new Error('The probe was not armed in this document.');
  return finish();
}
