// The comments of a source file, read by TypeScript's own scanner or the yaml lexer, so a `//` in
// a string or URL is never taken for one.
import ts from 'typescript';
import { CST, Lexer } from 'yaml';

/** A comment's text (markers included) and its offset in the file. */
export type Comment = { start: number; text: string };

const YAML = /\.ya?ml$/;

function scriptComments(file: string, source: string): Comment[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found = new Map<number, Comment>();
  // The text of JSX is no code: a `//` in it is words for the visitor.
  const jsxTexts: ts.Node[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const { pos, end } of ranges ?? [])
      found.set(pos, { start: pos, text: source.slice(pos, end) });
  };
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxTexts.push(node);
      return;
    }
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    node.getChildren(tree).forEach(visit);
  };
  visit(tree);
  const inJsxText = ({ start }: Comment) =>
    jsxTexts.some((text) => start >= text.pos && start < text.end);
  return [...found.values()]
    .filter((comment) => !inJsxText(comment))
    .sort((a, b) => a.start - b.start);
}

function yamlComments(source: string): Comment[] {
  const comments: Comment[] = [];
  let offset = 0;
  for (const token of new Lexer().lex(source)) {
    // The lexer's control tokens mark structure and stand for no text of the file.
    if ([CST.DOCUMENT, CST.FLOW_END, CST.SCALAR].includes(token)) continue;
    if (CST.tokenType(token) === 'comment') comments.push({ start: offset, text: token });
    offset += token.length;
  }
  return comments;
}

export function commentsOf(file: string, source: string): Comment[] {
  return YAML.test(file) ? yamlComments(source) : scriptComments(file, source);
}
