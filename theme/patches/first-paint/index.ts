/**
 * Keeps a slow device from painting the top of a page half-parsed.
 *
 * Chromium paints whatever it has parsed whenever its parser yields or the HTML pauses, which on
 * a slow CPU or connection can be in the middle of the page's top. Two parts then jump:
 * - the top bar's right-hand group (search, menu, language and theme switches) is packed against
 *   the right edge, so each item parsed after such a paint pushes the ones before it to the
 *   left;
 * - on the home page at phone widths, the hero's image sits above its text but comes after it
 *   in the HTML, so the text drops by the image's height once the image is parsed.
 *
 * `<link rel="expect" blocking="render">` holds the first paint until the element it names has
 * been parsed (or the whole document, if it never comes, with a console warning). It names an
 * empty mark that the layout puts after the top bar and the sidebar on a doc page (about 27 KB
 * into the HTML, about 5 KB gzipped: it moves with the section's sidebar, not with the page's
 * length), after the hero on the home page, and at the end of the 404, custom and blank pages.
 * Browsers without the feature ignore the tag.
 */
export const FIRST_PAINT_MARK_ID = 'first-paint-mark';

export const firstPaintTag = {
  tag: 'link',
  attrs: { rel: 'expect', href: `#${FIRST_PAINT_MARK_ID}`, blocking: 'render' },
  head: true,
  append: false,
  // A fragment of the page's own address: the asset prefix would make it another page's.
  publicPath: false,
} as const;
