import { BREAKPOINTS, cardWidthFor, sizeFor, widerWidthFor, widthFor } from './breakpoints';

it('has the breakpoints of the SPEC', () => {
  expect(BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 });
});

describe('widthFor and widerWidthFor', () => {
  it.each([
    [320, 400],
    [767, 400],
    [768, 500],
    [1000, 500],
    [1200, 500],
    [1201, 600],
    [2000, 600],
  ])('at %i px the width is %i', (viewport, width) => {
    expect(widthFor(viewport)).toBe(width);
    expect(widerWidthFor(viewport)).toBe(width + 100);
  });
});

describe('sizeFor', () => {
  it.each([
    [767, 'small'],
    [768, 'medium'],
    [1200, 'medium'],
    [1201, 'large'],
  ])('at %i px the size is %s', (viewport, size) => {
    expect(sizeFor(viewport)).toBe(size);
  });
});

describe('cardWidthFor', () => {
  it.each([
    [375, '98vw'],
    [767, '98vw'],
    [768, '50vw'],
    [1199, '50vw'],
    [1200, '45vw'],
    [1599, '45vw'],
    [1600, '40vw'],
  ])('at %i px a card is %s wide', (viewport, width) => {
    expect(cardWidthFor(viewport)).toBe(width);
  });
});
