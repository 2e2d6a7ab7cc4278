// An `if:` condition as the ways it can hold, each a list of conditions that must all hold
// (`a && (b || c)` holds as a && b or as a && c), so that a rule can ask whether a check is one
// that every way to run passes, or one that some `||` goes around.
import { Binary, Grouping, Literal, Logical, type Expr } from '@actions/expressions/ast';
import { parseExpression, pathOf } from './github-expression';

/** The ways a condition holds, each as the conditions that must all hold for it. */
function waysToHold(expr: Expr): Expr[][] {
  if (expr instanceof Grouping) return waysToHold(expr.group);
  if (!(expr instanceof Logical)) return [[expr]];
  const ways = expr.args.map(waysToHold);
  if (expr.operator.lexeme === '||') return ways.flat();
  return ways.reduce<Expr[][]>(
    (sofar, next) => sofar.flatMap((left) => next.map((right) => [...left, ...right])),
    [[]],
  );
}

/** A path or a literal as a comparison shows it; undefined for anything else. */
function operand(expr: Expr): string | undefined {
  if (expr instanceof Grouping) return operand(expr.group);
  if (expr instanceof Literal) return expr.token.lexeme;
  return pathOf(expr)?.join('.').toLowerCase();
}

/**
 * `a == b` or `a != b` in one written form whatever the order of its sides; undefined for anything
 * else. The two never stand for each other: a rule that asks for one is not given the other.
 */
function comparison(expr: Expr): string | undefined {
  if (!(expr instanceof Binary) || !['==', '!='].includes(expr.operator.lexeme)) return undefined;
  const sides = [operand(expr.left), operand(expr.right)];
  if (sides.some((side) => side === undefined)) return undefined;
  return sides.sort().join(` ${expr.operator.lexeme} `);
}

/**
 * For each way a condition holds, the comparisons (`a == b`, `a != b`) it requires. Throws when
 * invalid.
 */
export function requiredComparisons(condition: string): string[][] {
  return waysToHold(parseExpression(condition)).map((way) =>
    way.flatMap((expr) => comparison(expr) ?? []),
  );
}

/** A comparison written as a rule states it, in the form requiredComparisons gives. */
export function asRequired(written: string): string {
  const [[required] = []] = requiredComparisons(written);
  if (!required) throw new Error(`not a comparison: ${written}`);
  return required;
}
