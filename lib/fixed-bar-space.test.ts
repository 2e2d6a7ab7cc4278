import { reserveRoom } from './screen-room';

const root = document.documentElement;

/** A fixed element of a given height (jsdom lays nothing out, so the height is set here). */
function elementOfHeight(height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'offsetHeight', { value: height });
  return element;
}

it('publishes the room an element takes, with its gap, until it is given back', () => {
  const release = reserveRoom('--test-room', elementOfHeight(60), 12);
  expect(root.style.getPropertyValue('--test-room')).toBe('72px');
  release();
  expect(root.style.getPropertyValue('--test-room')).toBe('');
});
