// One page in WebKit or Firefox, driven the same way whichever client drives it.

export type EngineName = 'webkit' | 'firefox';

/** The roles the engine tests look elements up by, as a visitor's assistive technology would. */
type Role = 'alert' | 'alertdialog' | 'button' | 'combobox' | 'img' | 'link' | 'status' | 'textbox';

/** An element by its role and its accessible name: containing `name`, or equal to it if `exact`. */
export type Query = { role: Role; name?: string; exact?: boolean };

/** A key a visitor presses, as WebDriver names it. */
export type Key = 'Escape' | 'Tab';

export interface EnginePage {
  readonly engine: EngineName;
  readonly version: string;
  /** Loads a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The size of the page's window (its viewport in CSS pixels). */
  resize(size: { width: number; height: number }): Promise<void>;
  /** Runs a function in the page; it and its arguments must survive being sent as text. */
  evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result>;
  /** Scrolls the element to the middle of the window and clicks it as a pointer does. */
  click(query: Query): Promise<void>;
  type(query: Query, text: string): Promise<void>;
  select(query: Query, value: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The window as drawn, as PNG. */
  screenshot(): Promise<Buffer>;
  /** The script errors the page reported since the last goto: uncaught ones and console.error. */
  scriptErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  open(options: { language: string }): Promise<EnginePage>;
  stop(): Promise<void>;
}

// The arguments travel as JSON; tsx's esbuild wraps named functions in a `__name` helper,
// which the page is given.
export function inPage(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(() => { var __name = (target) => target; return (${String(fn)})(...${JSON.stringify(args)}); })()`;
}

// Runs in the page, so it names only what it uses.
export function locate({ role, name, exact = false }: Query): Element {
  const SELECTORS: Record<Role, string> = {
    alert: '[role=alert]',
    alertdialog: 'dialog[role=alertdialog], [role=alertdialog]',
    button: 'button, [role=button], input[type=submit]',
    combobox: 'select, [role=combobox]',
    img: '[role=img], img[alt]',
    link: 'a[href]:not([role])',
    status: '[role=status]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], textarea',
  };
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ');
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(' ')
        .map((id) => text(document.getElementById(id)))
        .join(' ');
    }
    const label = element.getAttribute('aria-label') ?? element.getAttribute('alt');
    if (label) return label;
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return [...labels].map(text).join(' ');
    return text(element);
  };
  const named = (element: Element) => {
    if (name === undefined) return true;
    const wanted = name.trim().toLowerCase();
    const actual = nameOf(element).trim().toLowerCase();
    return exact ? actual === wanted : actual.includes(wanted);
  };
  const found = [...document.querySelectorAll(SELECTORS[role])].find(
    (element) => element.getClientRects().length > 0 && named(element),
  );
  if (!found) throw new Error(`No ${role}${name === undefined ? '' : ` named "${name}"`} shown`);
  found.scrollIntoView({ block: 'center', inline: 'center' });
  return found;
}
