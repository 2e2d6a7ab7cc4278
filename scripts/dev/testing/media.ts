/** A stand-in for window.matchMedia (jsdom has none) whose queries all match or all do not. */
export function fakeMatchMedia(matches: boolean): typeof window.matchMedia {
  return changingMedia(() => matches).matchMedia;
}

/** A matchMedia stand-in whose matching queries a test can change with `set`, telling listeners. */
export function changingMedia(matching: readonly string[] | ((query: string) => boolean) = []) {
  let matches =
    typeof matching === 'function' ? matching : (query: string) => matching.includes(query);
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();
  const listenersOf = (query: string) => {
    const set = listeners.get(query) ?? new Set();
    listeners.set(query, set);
    return set;
  };
  const matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listenersOf(query).add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listenersOf(query).delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  function set(next: readonly string[]) {
    const before = matches;
    matches = (query: string) => next.includes(query);
    for (const [query, each] of listeners) {
      if (before(query) === matches(query)) continue;
      const event = { matches: matches(query), media: query } as MediaQueryListEvent;
      for (const listener of each) listener(event);
    }
  }
  return { matchMedia, set };
}
