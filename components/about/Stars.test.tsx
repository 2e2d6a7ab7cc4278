import { render, screen } from '@testing-library/react';
import Stars from './Stars';

it('is one image named with its rating, telling its stylesheet how many stars to fill', () => {
  render(<Stars rating={3} label="Power Apps: 3 of 5" />);
  const stars = screen.getByRole('img', { name: 'Power Apps: 3 of 5' });
  expect(stars.style.getPropertyValue('--rating')).toBe('3');
  // What paper shows instead of the masked background: three filled stars of five.
  expect(stars).toHaveTextContent(/^★★★☆☆$/);
});
