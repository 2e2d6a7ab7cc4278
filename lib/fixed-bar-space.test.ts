import { reserveSpace } from './fixed-bar-space';

const root = document.documentElement;

/** A fixed element of a given height (jsdom lays nothing out, so the height is set here). */
function elementOfHeight(height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'offsetHeight', { value: height });
  return element;
}

it('publishes the space a bar takes, with its gap, until it is given back', () => {
  const release = reserveSpace('--test-space', elementOfHeight(60), 12);
  expect(root.style.getPropertyValue('--test-space')).toBe('72px');
  release();
  expect(root.style.getPropertyValue('--test-space')).toBe('');
});
