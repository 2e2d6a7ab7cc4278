import { render } from '@testing-library/react';
import LogoImage, { logoIconSvg } from './LogoImage';

const shapes = (svg: Element) =>
  [...svg.querySelectorAll('rect, path')].map((shape) =>
    [...shape.attributes]
      .filter(({ name }) => ['x', 'y', 'width', 'height', 'rx', 'd'].includes(name))
      .map(({ name, value }) => `${name}=${value}`)
      .join(' '),
  );

it('draws the favicon from the logo mark: the same frame and plus, in white on the brand colour', () => {
  const { container } = render(<LogoImage size={40} color="black" />);
  const icon = new DOMParser().parseFromString(logoIconSvg('#123456'), 'image/svg+xml');
  const root = icon.documentElement;
  expect(root.querySelector('parsererror')).toBeNull();
  expect(shapes(root.querySelector('g')!)).toEqual(shapes(container.querySelector('svg')!));
  expect(root.querySelector(':scope > rect')?.getAttribute('fill')).toBe('#123456');
  expect(root.querySelector('g')?.getAttribute('stroke')).toBe('#fff');
});
