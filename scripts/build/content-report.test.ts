/** @jest-environment node */
import { annotation } from './content-report';

it('makes a problem an annotation on its line and column', () => {
  const problem = {
    file: 'content/skills.json',
    position: { line: 11, column: 5 },
    path: '$[1].rating',
    reason: 'must be at most 5 (found 6)',
  };
  expect(annotation('error', problem)).toBe(
    '::error file=content/skills.json,line=11,col=5::$[1].rating: must be at most 5 (found 6)',
  );
});

it('escapes what would end the command early, and names a file without a place', () => {
  const problem = { file: 'a,b:c.json', reason: '100% sure\nsecond line' };
  expect(annotation('warning', problem)).toBe(
    '::warning file=a%2Cb%3Ac.json::100%25 sure%0Asecond line',
  );
});
