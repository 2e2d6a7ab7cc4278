import { clearance, type Box } from './focus-clearance';

const SCREEN = 800;
const GAP = 8;
const box = (top: number, bottom: number, left = 0, right = 400): Box => ({
  top,
  bottom,
  left,
  right,
});
const footer = box(740, 800);
const bar = box(0, 60);

it.each<[string, Box, Box[], number]>([
  ['leaves a box alone that nothing covers', box(100, 200), [footer], 0],
  ['leaves a box touching a cover alone: touching is not covering', box(600, 732), [footer], 0],
  ['scrolls a box partly under the footer clear of it', box(700, 760), [footer], 760 + GAP - 740],
  ['clears the highest cover at the bottom', box(640, 700), [footer, box(650, 730, 50)], 58],
  ['ignores a cover beside the box', box(640, 700), [box(600, 730, 500, 780)], 0],
  ['scrolls up for a cover at the top', box(40, 90), [bar], -(60 + GAP - 40)],
  // 700 px of box in 680 px between the bars: its top stays just under the top bar.
  ['keeps the top of a box taller than the room in view', box(100, 800), [bar, footer], 32],
  ['leaves a box scrolled off the top alone', box(-200, -10), [bar, footer], 0],
  ['leaves a box scrolled off the bottom alone', box(SCREEN, SCREEN + 60), [footer], 0],
  ['clears a box partly on the screen', box(780, 840), [footer], 840 + GAP - 740],
])('%s', (_, focused, covers, scroll) => {
  expect(clearance(focused, covers, SCREEN)).toBe(scroll);
});
