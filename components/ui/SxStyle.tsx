import { type Sx, type SxRule, sxRule } from './sx';

/** The rule's stylesheet, hoisted into the head by React and written once however often used. */
export default function SxStyle({ rule }: { rule: SxRule }) {
  return (
    <style href={rule.className} precedence="sx">
      {rule.css}
    </style>
  );
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
