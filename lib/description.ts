// Groups a service description's list items, so they show as one bulleted list.
type Block = { id: number; type: string };

export function groupListItems<T extends Block>(blocks: readonly T[]): (T | T[])[] {
  const groups: (T | T[])[] = [];
  for (const block of blocks) {
    const last = groups[groups.length - 1];
    if (block.type !== 'listitem') groups.push(block);
    else if (Array.isArray(last)) last.push(block);
    else groups.push([block]);
  }
  return groups;
}
