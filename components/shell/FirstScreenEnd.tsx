const ID = 'first-screen-end';

/**
 * Marks where a page's first screen ends in its markup: the browser renders nothing of the page
 * before its parser has come this far. On a phone's slow link the HTML arrives in pieces, and the
 * browser would otherwise paint whatever it has, often the header alone, with the content and its
 * largest element a frame or more later. Put it right after the element that is the largest on a
 * phone's first screen, or little further: everything before it waits for the first frame. The
 * link (which React moves into the head) only holds the first frame while the page is parsed;
 * browsers that do not know it paint as before.
 */
export default function FirstScreenEnd() {
  return (
    <>
      <link rel="expect" href={`#${ID}`} blocking="render" />
      <span id={ID} hidden />
    </>
  );
}
