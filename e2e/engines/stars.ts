// The skills' star ratings as drawn: each star's middle is coloured when it is filled and shows
// the background through an outline when it is not, so the pixels tell the rating.
import { PNG } from 'pngjs';
import type { EnginePage } from '../../scripts/dev/engines/engine-page';

type Point = { x: number; y: number };
type Drawn = { index: number; middles: Point[]; background: Point };

// Scrolls the first to the window's top and lets the window draw it first. Runs in the page.
async function ratingsOnScreen(from: number): Promise<Drawn[]> {
  const STARS = 5;
  const ratings = [
    ...document.querySelectorAll('section[aria-labelledby=skills-heading] [role=img]'),
  ];
  ratings[from]?.scrollIntoView({ block: 'start' });
  const drawn: Drawn[] = [];
  for (let index = from; index < ratings.length; index += 1) {
    const element = ratings[index]!;
    const box = element.getBoundingClientRect();
    const size = box.width / STARS;
    const middles = Array.from({ length: STARS }, (_, star) => ({
      x: Math.round(box.left + size * (star + 0.5)),
      y: Math.round(box.top + box.height / 2),
    }));
    // The box's corner, which no star's shape reaches: the background the stars are drawn on.
    const background = { x: Math.round(box.left + 1), y: Math.round(box.top + 1) };
    const visible = [...middles, background].every(
      ({ x, y }) => document.elementFromPoint(x, y) === element,
    );
    if (!visible) break;
    drawn.push({ index, middles, background });
  }
  // Drawn after the scroll, before the window is photographed.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return drawn;
}

function distance(png: PNG, a: { x: number; y: number }, b: { x: number; y: number }) {
  const at = ({ x, y }: { x: number; y: number }) => (png.width * y + x) * 4;
  const [i, j] = [at(a), at(b)];
  return [0, 1, 2].reduce(
    (sum, channel) => sum + Math.abs(png.data[i + channel]! - png.data[j + channel]!),
    0,
  );
}

async function reading(engine: EnginePage, drawn: Drawn[]): Promise<number[]> {
  const png = PNG.sync.read(await engine.screenshot());
  return drawn.map(
    ({ middles, background }) =>
      middles.filter((middle) => distance(png, middle, background) > 96).length,
  );
}

// Two screenshots in a row must agree: a busy engine may photograph before it draws the scroll.
async function steadyReading(engine: EnginePage, drawn: Drawn[]): Promise<number[]> {
  let last = await reading(engine, drawn);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await reading(engine, drawn);
    if (String(next) === String(last)) return next;
    last = next;
  }
  throw new Error('The stars never looked the same on two screenshots in a row');
}

/** The number of filled stars each skill's rating shows, in the page's order, read from pixels. */
export async function drawnRatings(engine: EnginePage): Promise<number[]> {
  const total = await engine.evaluate(
    () => document.querySelectorAll('section[aria-labelledby=skills-heading] [role=img]').length,
  );
  const ratings: number[] = [];
  while (ratings.length < total) {
    const drawn = await engine.evaluate(ratingsOnScreen, ratings.length);
    if (drawn.length === 0)
      throw new Error(`Rating ${ratings.length + 1} is never wholly on screen`);
    ratings.push(...(await steadyReading(engine, drawn)));
  }
  return ratings;
}
