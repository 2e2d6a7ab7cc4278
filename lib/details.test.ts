import { categoryForOption, optionIdFor } from './details';

const categories = [{ id: 1 }, { id: 2 }, { id: 0 }];

it('finds the category by the number after the underscore', () => {
  expect(categoryForOption('detail_2', categories)).toBe(categories[1]);
  expect(categoryForOption('detail_0', categories)).toBe(categories[2]);
  expect(categoryForOption(optionIdFor(1), categories)).toBe(categories[0]);
});

it('finds nothing for an unknown id or an id without a number', () => {
  expect(categoryForOption('detail_9', categories)).toBeUndefined();
  expect(categoryForOption('detail', categories)).toBeUndefined();
  expect(categoryForOption('detail_x', categories)).toBeUndefined();
});
