import { groupListItems } from './description';

it('puts consecutive list items in one list and keeps the order of everything', () => {
  const blocks = [
    { id: 1, type: 'text' },
    { id: 2, type: 'listitem' },
    { id: 3, type: 'listitem' },
    { id: 4, type: 'link' },
    { id: 5, type: 'listitem' },
  ];
  expect(groupListItems(blocks)).toEqual([
    blocks[0],
    [blocks[1], blocks[2]],
    blocks[3],
    [blocks[4]],
  ]);
});
