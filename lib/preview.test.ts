import { expect, test } from '@jest/globals';
import { isPreviewBuild, PREVIEW_VARIABLE, previewSendsNothing } from './preview';

test('a build is a preview only when asked for with 1', () => {
  expect(isPreviewBuild({ [PREVIEW_VARIABLE]: '1' })).toBe(true);
  for (const value of [undefined, '', '0', 'true']) {
    expect(isPreviewBuild({ [PREVIEW_VARIABLE]: value })).toBe(false);
  }
});

test('a preview without a table URL, or with only spaces, sends nothing; anything else sends', () => {
  const preview = { [PREVIEW_VARIABLE]: '1' };
  expect(previewSendsNothing(preview)).toBe(true);
  expect(previewSendsNothing({ ...preview, NEXT_PUBLIC_CONTACT_TABLE_URL: '  ' })).toBe(true);
  expect(
    previewSendsNothing({
      ...preview,
      NEXT_PUBLIC_CONTACT_TABLE_URL: 'https://x.table.core.windows.net/t?sig=1',
    }),
  ).toBe(false);
  // The live site without a URL is refused by the build, never quietly made to send nothing.
  expect(previewSendsNothing({})).toBe(false);
});
