// A listing read within a time limit, so a flood or a slow service cannot make a job outlast its
// own; the last page's continuation token says where to go on.

/** Where a time-boxed listing stopped: done, or the token to go on from. */
type Stop = { complete: boolean; next: string | undefined };

/**
 * The pages of `pages` until `deadline` (ms, by `now`) has passed after one, each handed on before
 * the next is read; `stop` then says whether the listing ended and where to go on.
 */
export function timeBox<Page extends { next: string | undefined }>(
  pages: AsyncIterable<Page>,
  { deadline, now = Date.now }: { deadline: number; now?: () => number },
) {
  const stop: Stop = { complete: false, next: undefined };
  async function* within() {
    for await (const page of pages) {
      yield page;
      stop.next = page.next;
      if (page.next === undefined) break;
      if (now() >= deadline) return;
    }
    stop.complete = true;
    stop.next = undefined;
  }
  return { pages: within(), stop };
}
