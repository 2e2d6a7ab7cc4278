// What a visitor would find odd on screen, measured in the page and reported in words that name
// the element at fault, so that a failing sweep says where to look.
import type { Locator, Page } from '@playwright/test';

/**
 * Problems with the page as it is now, once the browser has rendered it: it scrolls sideways
 * (naming the innermost elements that stick out past the window), a box cuts off its own content
 * (text clipped or scrolled away), or, with `footer`, the fixed footer (or a preview's badge just
 * above it) still covers part of the content when the page is scrolled to its very end (the
 * lowest content box must end above both).
 * One call into the page for all of it: a sweep makes a great many.
 */
export function layoutProblems(page: Page, { footer = true } = {}): Promise<string[]> {
  return page.evaluate(async (checkFooter) => {
    // Rendered, and the page's own resize observers (which measure notices and publish space for
    // them) have reported: a new resize observer reports once at the next rendering step, after
    // those created before it. This works on a held clock too, where requestAnimationFrame waits.
    await new Promise<void>((resolve) => {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(document.documentElement);
    });
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}> "${label}"`;
    };
    const shown = (element: Element) => element.getClientRects().length > 0;
    const root = document.documentElement;
    const problems: string[] = [];

    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow > 0) {
      // Content inside a box that clips or scrolls cannot widen the page (that box is reported
      // below, if it cuts anything off).
      const clipped = (element: Element) => {
        for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
          if (getComputedStyle(at).overflowX !== 'visible') return true;
        }
        return false;
      };
      const sticksOut = (element: Element) =>
        shown(element) &&
        element.getBoundingClientRect().right > root.clientWidth + 0.5 &&
        !clipped(element);
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
        .slice(0, 4)
        .map(describe);
      problems.push(`scrolls sideways by ${overflow} px: ${culprits.join(', ')}`);
    }

    for (const element of document.body.querySelectorAll('*')) {
      // Visually hidden text (1 px boxes) is meant for screen readers only; form controls scroll
      // their own value as they always do.
      if (!shown(element) || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      if (['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)) continue;
      const style = getComputedStyle(element);
      // A region that scrolls down (a long dialog) is fine; one that hides content sideways,
      // or a box that cuts its content off, is not.
      const cutX = style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
      const cutY =
        (style.overflowY === 'hidden' || style.overflowY === 'clip') &&
        element.scrollHeight > element.clientHeight + 1;
      if (cutX) {
        problems.push(
          `cuts off ${element.scrollWidth - element.clientWidth} px across: ${describe(element)}`,
        );
      } else if (cutY) {
        problems.push(
          `cuts off ${element.scrollHeight - element.clientHeight} px down: ${describe(element)}`,
        );
      }
      // Fixed boxes (notices, dialogs) do not widen the page: they must fit the window themselves.
      if (style.position === 'fixed') {
        const { left, right } = element.getBoundingClientRect();
        if (left < -0.5 || right > root.clientWidth + 0.5) {
          problems.push(`fixed box outside the window (${left}…${right} px): ${describe(element)}`);
        }
      }
    }
    if (!checkFooter) return problems;

    window.scrollTo(0, document.documentElement.scrollHeight);
    const footer = [...document.querySelectorAll('footer')].find(
      (element) => getComputedStyle(element).position === 'fixed',
    );
    const main = document.querySelector('main');
    if (!footer || !main) return [...problems, 'no footer or main'];
    const floating = (element: Element) => {
      for (let at: Element | null = element; at && at !== main; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const badge = document.querySelector('[data-preview-badge]');
    const top = Math.min(
      footer.getBoundingClientRect().top,
      badge?.getBoundingClientRect().top ?? Infinity,
    );
    const covered = [...main.querySelectorAll('*')]
      .filter((element) => element.getClientRects().length > 0 && !floating(element))
      .map((element) => ({ element, bottom: element.getBoundingClientRect().bottom }))
      .filter(({ bottom }) => bottom > top + 0.5)
      .sort((a, b) => b.bottom - a.bottom)[0];
    if (!covered) return problems;
    const text = (covered.element.textContent ?? '').trim().slice(0, 40);
    const by = Math.round(covered.bottom - top);
    return [
      ...problems,
      `the footer${badge ? ' or the badge' : ''} covers <${covered.element.tagName.toLowerCase()}> "${text}" by ${by} px`,
    ];
  }, footer);
}

/** The words (and codes such as PL-600) inside an element that are broken over two lines. */
export function splitWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}
