// Drops from a page's inlined CSS the custom properties no inlined rule reads, even indirectly, as
// Beasties drops unmatched rules; the rest arrive with the full stylesheet.
import postcss, { type Declaration } from 'postcss';

const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;

const readsIn = (value: string) => [...value.matchAll(VARIABLE_READ)].map((match) => match[1]!);

export function dropUnusedVariables(css: string): string {
  const root = postcss.parse(css);
  const definitions = new Map<string, Declaration[]>();
  const read = new Set<string>();
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      const list = definitions.get(declaration.prop) ?? [];
      definitions.set(declaration.prop, [...list, declaration]);
    } else {
      for (const name of readsIn(declaration.value)) read.add(name);
    }
  });
  // A property read is kept, and so is every property its values read in turn.
  const pending = [...read];
  while (pending.length > 0) {
    const name = pending.pop()!;
    for (const declaration of definitions.get(name) ?? []) {
      for (const next of readsIn(declaration.value)) {
        if (!read.has(next)) {
          read.add(next);
          pending.push(next);
        }
      }
    }
  }
  for (const [name, list] of definitions) {
    if (!read.has(name)) for (const declaration of list) declaration.remove();
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}
