import { canvasCss } from './CanvasStyle';

it('paints each scheme in its own background and text colour, light before any is chosen', () => {
  const css = canvasCss();
  expect(css).toContain(':root,[data-theme="light"]{color-scheme:light;background:#f4f6f9;');
  expect(css).toContain('[data-theme="dark"]{color-scheme:dark;background:#121417;color:#fff}');
  expect(css).toContain(
    '[data-theme="contrast"]{color-scheme:dark;background:#000000;color:#ffffff}',
  );
});
