import { problems } from './html-check';

it('fails on errors and warnings, never on the checker’s CSS gaps or its info', () => {
  const messages = [
    { type: 'error', message: 'The “main” element must not appear as a descendant of “noscript”.' },
    { type: 'info', subType: 'warning', message: 'Consider adding a “lang” attribute.' },
    { type: 'info', message: 'Trailing slash on void elements has no effect.' },
    { type: 'error', message: "CSS: “field-sizing”: Property “field-sizing” doesn't exist." },
    { type: 'error', message: 'CSS: Unrecognized at-rule “@starting-style”' },
  ];
  expect(problems(messages)).toEqual(messages.slice(0, 2));
});
