import 'server-only';
import { cache } from 'react';
import { type Sx, type SxRule, sxRule } from './sx';

/** The classes whose stylesheet this render (one pre-rendered page) has already written. */
const written = cache(() => new Set<string>());

/**
 * The rule's stylesheet, hoisted into the head by React. Only a class's first use writes it, so
 * the page's data does not repeat it for every star or icon: parents that switch between server
 * children must therefore keep all of them in the page (hidden), as DetailsSwitcher does.
 */
export default function SxStyle({ rule }: { rule: SxRule }) {
  const classes = written();
  if (classes.has(rule.className)) return null;
  classes.add(rule.className);
  return (
    <style href={rule.className} precedence="sx">
      {rule.css}
    </style>
  );
}

/** Global rules (keyframes) under a name: hoisted and written once, like a class's rule. */
export function GlobalStyle({ name, css }: { name: string; css: string }) {
  return <SxStyle rule={{ className: name, css }} />;
}

/**
 * Class names for a client leaf, worked out by its server parent: the leaf gets plain strings
 * and the parent renders `styles` next to it.
 */
export function sxClasses<K extends string>(sx: Record<K, Sx>) {
  const rules = Object.entries(sx).map(([key, value]) => [key, sxRule(value as Sx)] as const);
  return {
    classes: Object.fromEntries(rules.map(([key, rule]) => [key, rule.className])) as Record<
      K,
      string
    >,
    styles: rules.map(([key, rule]) => <SxStyle key={key} rule={rule} />),
  };
}
