/**
 * The translation marker: a short hash of an English page's normalised text. A translated
 * page records the hash of the English text it was last brought in line with; when the
 * English page's hash moves on, the translation is stale.
 *
 * Normalisation drops the front matter and collapses every run of whitespace, so re-wrapping
 * a paragraph, re-indenting or editing the description does not ask translators for work.
 * The home layout's hero and feature cards are the exception: they are the home page's
 * content even though they live in its front matter.
 */
import { createHash } from 'node:crypto';
import { matter } from '../../framework/internals';

/** Front matter key on translated pages. */
export const MARKER_KEY = 'sourceHash';

/** Twelve hex digits: short enough to read in a diff, far too long to collide in one site. */
const HASH_LENGTH = 12;
const MARKER_PATTERN = /^[0-9a-f]{12}$/;

/** The front matter this feature adds to translated pages (checked by tests/site/frontmatter). */
export interface TranslationFrontMatter {
  /** Hash of the source page's text this translation matches (see `sourceHash`). */
  sourceHash?: string;
}

/** Front matter fields that a layout renders as the page's content. */
const CONTENT_FIELDS = ['hero', 'features'];

export function normaliseSource(text: string): string {
  const { data, content } = matter(text);
  const renderedFields = CONTENT_FIELDS.filter(
    (field) => data[field] !== undefined,
  ).map((field) => JSON.stringify(data[field]));
  return [...renderedFields, content].join(' ').replace(/\s+/g, ' ').trim();
}

export function sourceHash(text: string): string {
  return createHash('sha256')
    .update(normaliseSource(text))
    .digest('hex')
    .slice(0, HASH_LENGTH);
}

export function isMarker(value: unknown): value is string {
  return typeof value === 'string' && MARKER_PATTERN.test(value);
}

/** The marker a translated page carries, or null when it has none. */
export function readMarker(text: string): string | null {
  const value: unknown = matter(text).data[MARKER_KEY];
  return isMarker(value) ? value : null;
}

/** The opening `---`, the front matter's lines (possibly none), the closing `---`. */
const FRONT_MATTER = /^---\r?\n((?:(?!---\r?\n)[^\n]*\n)*?)---(\r?\n|$)/;
const MARKER_LINE = new RegExp(`^${MARKER_KEY}:.*$`, 'm');

/**
 * Sets the marker in a page's front matter by editing the text, so the rest of the front
 * matter keeps its exact formatting (a YAML round trip would re-quote and re-wrap it).
 */
export function writeMarker(text: string, marker: string): string {
  // Quoted: YAML would read a hash such as 123456e78901 as a number.
  const line = `${MARKER_KEY}: '${marker}'`;
  const frontMatter = FRONT_MATTER.exec(text);
  if (!frontMatter) return `---\n${line}\n---\n\n${text}`;
  const body = frontMatter[1];
  const updated = MARKER_LINE.test(body)
    ? body.replace(MARKER_LINE, () => line)
    : `${body}${line}\n`;
  const start = frontMatter[0].indexOf('\n') + 1; // the lines begin after the opening `---`
  return text.slice(0, start) + updated + text.slice(start + body.length);
}
