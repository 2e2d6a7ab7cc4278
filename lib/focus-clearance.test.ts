import { clearance, type Box } from './focus-clearance';

const SCREEN = 800;
const box = (top: number, bottom: number, left = 0, right = 400): Box => ({
  top,
  bottom,
  left,
  right,
});
const footer = box(740, 800);

it('leaves a box alone that nothing covers', () => {
  expect(clearance(box(100, 200), [footer], SCREEN)).toBe(0);
  // Touching is not covering, but the gap is kept.
  expect(clearance(box(600, 732), [footer], SCREEN)).toBe(0);
});

it('scrolls down until a box partly under the footer is clear of it, with the gap', () => {
  expect(clearance(box(700, 760), [footer], SCREEN)).toBe(760 + 8 - 740);
});

it('clears the highest of several covers at the bottom', () => {
  const notice = box(650, 730, 50, 350);
  expect(clearance(box(640, 700), [footer, notice], SCREEN)).toBe(700 + 8 - 650);
});

it('ignores a cover beside the box', () => {
  const toast = box(600, 730, 500, 780);
  expect(clearance(box(640, 700, 0, 400), [toast], SCREEN)).toBe(0);
});

it('scrolls up for a cover at the top', () => {
  const bar = box(0, 60);
  expect(clearance(box(40, 90), [bar], SCREEN)).toBe(-(60 + 8 - 40));
});

it('keeps the top of a box taller than the room in view', () => {
  const bar = box(0, 60);
  // 700 px of box in 680 px between the bars: its top stays just under the top bar.
  expect(clearance(box(100, 800), [bar, footer], SCREEN)).toBe(100 - 60 - 8);
});

it('leaves a box alone that the visitor scrolled off the screen', () => {
  expect(clearance(box(-200, -10), [box(0, 60), footer], SCREEN)).toBe(0);
  expect(clearance(box(SCREEN, SCREEN + 60), [footer], SCREEN)).toBe(0);
  // Partly on the screen, it is still cleared.
  expect(clearance(box(780, 840), [footer], SCREEN)).toBe(840 + 8 - 740);
});
