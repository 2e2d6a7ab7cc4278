// What a visitor would find odd on screen, measured in the page and reported in words that name
// the element at fault, so that a failing sweep says where to look.
import type { Locator, Page } from '@playwright/test';

/**
 * Resolves once the browser has rendered the page as it is now, and the page's own resize
 * observers have reported (they measure notices and publish room for them): a resize observer
 * reports once at the next rendering step, after those created before it. It works on a held
 * clock too, where requestAnimationFrame waits for the test.
 */
export function rendered(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      }),
  );
}

/**
 * Problems with the page as it is now: it scrolls sideways (naming the innermost elements that
 * stick out past the window), or a box cuts off its own content (text clipped or scrolled away).
 */
export function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
    return problems;
  });
}

/**
 * Scrolled to the very end, whether the fixed footer still covers part of the page's content:
 * the lowest content box must end above the footer's top edge.
 */
export function footerCoversContent(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const footer = [...document.querySelectorAll('footer')].find(
      (element) => getComputedStyle(element).position === 'fixed',
    );
    const main = document.querySelector('main');
    if (!footer || !main) return 'no footer or main';
    const floating = (element: Element) => {
      for (let at: Element | null = element; at && at !== main; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const top = footer.getBoundingClientRect().top;
    const covered = [...main.querySelectorAll('*')]
      .filter((element) => element.getClientRects().length > 0 && !floating(element))
      .map((element) => ({ element, bottom: element.getBoundingClientRect().bottom }))
      .filter(({ bottom }) => bottom > top + 0.5)
      .sort((a, b) => b.bottom - a.bottom)[0];
    if (!covered) return undefined;
    const text = (covered.element.textContent ?? '').trim().slice(0, 40);
    return `the footer covers <${covered.element.tagName.toLowerCase()}> "${text}" by ${Math.round(covered.bottom - top)} px`;
  });
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
