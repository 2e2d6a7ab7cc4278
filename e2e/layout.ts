// What a visitor would find odd on screen, reported by the element at fault.
import type { Locator, Page } from '@playwright/test';

// Sideways scrolling, boxes that cut off content, and (with `footer`) content covered at the end.
// One call into the page, as sweeps make many.
export function layoutProblems(page: Page, { footer = true } = {}): Promise<string[]> {
  return page.evaluate(layoutInPage, footer);
}

/** The same problems, from inside the page: any engine's driver can run it. */
export async function layoutInPage(checkFooter: boolean): Promise<string[]> {
  // Wait for the page's own resize observers: a new one reports after those made before it,
  // and this works on a held clock, where requestAnimationFrame waits.
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
    // Content inside a box that clips or scrolls cannot widen the page.
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
    // Visually hidden text is for screen readers; form controls scroll their own value.
    if (!shown(element) || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)) continue;
    const style = getComputedStyle(element);
    // A region that scrolls down (a long dialog) is fine; hiding content sideways is not.
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
