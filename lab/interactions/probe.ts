// What the interaction bench runs inside the page to time a tap. Each function goes to
// page.evaluate, so it reads nothing of this module.

export type Outcome = { selector: string; name: string; path?: string };
/** An Event Timing entry; `interaction` marks a tap's pointer and click events, which INP counts. */
export type EventEntry = { name: string; duration: number; target: string; interaction: boolean };
/** What the probe noted, in the page's performance.now() ms; undefined until it happened. */
type Probe = { tapAt?: number; shownAt?: number; events: EventEntry[] };
type ProbeWindow = Window & { benchProbe?: Probe; benchFinish?: () => Probe };

// A capture listener takes the tap's start, as Event Timing drops short events; the frame with the
// outcome laid out and over half opaque ends it.
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

  // Looked for in every frame from the first change the tap makes.
  let looping = false;
  const frame = () => {
    if (!shown()) requestAnimationFrame(frame);
    else {
      probe.shownAt = performance.now();
      mutations.disconnect();
    }
  };
  const mutations = new MutationObserver(() => {
    if (!looping) requestAnimationFrame(frame);
    looping = true;
  });
  const all = { subtree: true, childList: true, attributes: true, characterData: true };
  mutations.observe(document, all);
}

export const shownYet = () => (window as ProbeWindow).benchProbe?.shownAt !== undefined;

/** What the probe noted, two frames after the element showed, so that Event Timing has reported. */
export async function readProbe(): Promise<Probe> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const finish = (window as ProbeWindow).benchFinish;
  if (!finish) throw new Error('The probe was not armed in this document.');
  return finish();
}
