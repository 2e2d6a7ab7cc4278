// GitHub Actions expressions (`${{ … }}` and `if:`) read by GitHub's own parser, so that a rule
// judges what an expression means rather than which characters it happens to contain.
import { Lexer, Parser } from '@actions/expressions';
import {
  Binary,
  ContextAccess,
  FunctionCall,
  Grouping,
  IndexAccess,
  Literal,
  Logical,
  Star,
  Unary,
  type Expr,
} from '@actions/expressions/ast';

/** The contexts a workflow's expressions may read. */
const CONTEXTS = [
  'github',
  'env',
  'vars',
  'secrets',
  'inputs',
  'matrix',
  'needs',
  'job',
  'jobs',
  'steps',
  'runner',
  'strategy',
];
/** The functions a workflow has beyond the expression language's own. */
const WORKFLOW_FUNCTIONS = ['success', 'always', 'cancelled', 'failure']
  .map((name) => ({ name, minArgs: 0, maxArgs: 0 }))
  .concat({ name: 'hashFiles', minArgs: 1, maxArgs: 255 });

/** An expression's tree; `if:` may wrap its expression in `${{ }}` or not. Throws when invalid. */
export function parseExpression(source: string): Expr {
  const bare = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(source)?.[1] ?? source;
  return new Parser(new Lexer(bare).lex().tokens, CONTEXTS, WORKFLOW_FUNCTIONS).parse();
}

/** The source of each `${{ … }}` in a string. */
export const embeddedExpressions = (text: string): string[] =>
  [...text.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].map((match) => match[1] ?? '');

/** A property path such as `github.event.issue`, `*` where a part is computed; else undefined. */
export function pathOf(expr: Expr): string[] | undefined {
  if (expr instanceof ContextAccess) return [expr.name.lexeme];
  if (!(expr instanceof IndexAccess)) return undefined;
  const base = pathOf(expr.expr);
  const key = expr.index instanceof Literal ? expr.index.literal.coerceString() : '*';
  return base && [...base, key];
}

/** The parts of an expression that are not property paths themselves. */
function children(expr: Expr): Expr[] {
  if (expr instanceof IndexAccess) return [expr.expr, ...computed(expr.index)];
  if (expr instanceof Unary) return [expr.expr];
  if (expr instanceof Binary) return [expr.left, expr.right];
  if (expr instanceof Logical) return expr.args;
  if (expr instanceof Grouping) return [expr.group];
  if (expr instanceof FunctionCall) return expr.args;
  return [];
}

/** Every property path an expression reads, as its longest written form. */
export function pathsRead(expr: Expr): string[][] {
  const path = pathOf(expr);
  if (path) return [path, ...indexesOf(expr).flatMap(pathsRead)];
  return children(expr).flatMap(pathsRead);
}

/** An index that is an expression of its own (`a[b.c]`), not a name or `*`. */
const computed = (index: Expr): Expr[] =>
  index instanceof Literal || index instanceof Star ? [] : [index];

/** The computed indexes along a path (`a[b.c].d` → `b.c`), which it reads as well. */
const indexesOf = (expr: Expr): Expr[] =>
  expr instanceof IndexAccess ? [...indexesOf(expr.expr), ...computed(expr.index)] : [];
