/** @jest-environment node */
import { annotation } from './content-report';

// A problem on its line and column, as CI shows it, is read in check.test.ts.
it('escapes what would end the command early, and names a file without a place', () => {
  const problem = { file: 'a,b:c.json', reason: '100% sure\nsecond line' };
  expect(annotation('warning', problem)).toBe(
    '::warning file=a%2Cb%3Ac.json::100%25 sure%0Asecond line',
  );
});
