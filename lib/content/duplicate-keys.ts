// Keys written twice in one object, which JSON reads without a word, keeping only the last.
import type { Node } from 'jsonc-parser';

type Duplicate = { key: string; offset: number; firstOffset: number };

function duplicates(node: Node): Duplicate[] {
  const found: Duplicate[] = [];
  const seen = new Map<string, number>();
  for (const child of node.children ?? []) {
    const name = node.type === 'object' ? child.children?.[0] : undefined;
    if (name) {
      const key = String(name.value);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, name.offset);
      else found.push({ key, offset: name.offset, firstOffset: first });
    }
    found.push(...duplicates(child));
  }
  return found;
}

export function firstDuplicateKey(tree: Node): Duplicate | undefined {
  return duplicates(tree).sort((a, b) => a.offset - b.offset)[0];
}
