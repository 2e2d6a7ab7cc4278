/** @jest-environment node */
import { commentsOf } from './comments';

const texts = (file: string, source: string) => commentsOf(file, source).map(({ text }) => text);

it('reads the comments of TypeScript, not a // in a string, a URL or JSX text', () => {
  const source = [
    '// first, at 0',
    "const url = 'https://example.com/a'; /* block */",
    'const text = `// not a comment`;',
    'export const Page = () => <p>// words {/* in braces */}</p>;',
  ].join('\n');
  expect(texts('page.tsx', source)).toEqual(['// first, at 0', '/* block */', '/* in braces */']);
  expect(commentsOf('page.tsx', source)[0]?.start).toBe(0);
});

it('reads the comments of YAML, not a # in a quoted value or a block of text', () => {
  const source = ['# top', "name: 'a # b' # after", 'run: |', '  echo "#1"', ''].join('\n');
  const comments = commentsOf('ci.yml', source);
  expect(comments.map(({ text }) => text)).toEqual(['# top', '# after']);
  expect(source.slice(comments[1]?.start)).toMatch(/^# after/);
});
