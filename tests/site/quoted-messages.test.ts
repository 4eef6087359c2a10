/**
 * Every message a page quotes as printed is printed by the installed packages: the test reads the
 * quotes from the MDX of every page in both languages (tests/support/quoted-messages.ts says how a
 * page quotes a message) and finds each fixed part of each one in the installed code. A message
 * that cannot be found is not quoted as printed: correct it, write its variable parts as `…` or
 * `<name>`, or describe it in words.
 */
import { describe, expect, it } from 'vitest';
import { listDocFiles, parseDoc, readDoc } from '../support/docs';
import {
  fragmentsOf,
  locateFragments,
  type QuotedMessage,
  quotedMessages,
} from '../support/quoted-messages';
import { LANGS } from './routes';

const quotes = LANGS.flatMap((lang) =>
  listDocFiles(lang).flatMap((file) =>
    quotedMessages(readDoc(lang, file)).map((quote) => ({
      ...quote,
      where: `docs/${lang}/${file}:${quote.line}`,
    })),
  ),
);

// The troubleshooting page once quoted mdast-util-mdx-jsx's message with "before the start of",
// where the package prints "after the end of": the check must catch such a change.
const WRONG = fragmentsOf(
  'Expected the closing tag `</a>` either before the start of `paragraph` …',
);
const RIGHT = fragmentsOf(
  'Expected the closing tag `</a>` either after the end of `paragraph` (3:21) or another opening tag after the start of `paragraph` (1:1)',
);

/** One search of the installed packages for every fragment of this file's tests. */
let located: Map<string, string | undefined> | undefined;
const locate = () =>
  (located ??= locateFragments([
    ...quotes.flatMap((quote) => quote.fragments),
    ...WRONG,
    ...RIGHT,
  ]));

describe('messages quoted as printed', () => {
  it('are found in the packages that print them', () => {
    const located = locate();
    const notFound = quotes.flatMap(({ where, kind, text, fragments }) => {
      const missing = fragments.filter((fragment) => !located.get(fragment));
      return missing.length
        ? [
            `${where} (${kind}) "${text.trim()}": not found: ${missing.join(' | ')}`,
          ]
        : [];
    });
    expect(notFound).toEqual([]);
    // One grep over a few hundred packages and the binaries: seconds alone, more beside builds.
  }, 600_000);

  it('are taken from text blocks, headings and sentences that introduce a message', () => {
    const doc = parseDoc(
      'en',
      'probe.mdx',
      [
        '## `Dead links found` in the build',
        '',
        'The build prints `Failed to load SSG bundle: <path>` and stops.',
        '',
        'Set `route.cleanUrls: true` in the config.',
        '',
        '```text',
        '> rspress build',
        'error   Dead links found in /home/you/site/docs/a.md:',
        '    at render (file:///x.js:1:2)',
        '```',
        '',
        '```txt not-output',
        'source file   route path',
        '```',
        '',
        '```txt',
        'docs/',
        '├── index.md',
        '```',
      ].join('\n'),
    );
    const found = quotedMessages(doc).map(({ kind, text }: QuotedMessage) => [
      kind,
      text.trim(),
    ]);
    expect(found).toEqual([
      ['heading', 'Dead links found'],
      ['inline', 'Failed to load SSG bundle: <path>'],
      ['output', 'Dead links found in /home/you/site/docs/a.md:'],
    ]);
  });

  it('keep their fixed parts and leave out paths, positions, names and values', () => {
    expect(
      fragmentsOf(
        '  ╰─▶   × MDX compile error: Unexpected closing tag `</span>`, expected corresponding closing tag for `<div>` (3:1-3:6) in /home/you/site/docs/guide/layout.mdx',
      ),
    ).toEqual([
      'MDX compile error',
      'Unexpected closing tag',
      'expected corresponding closing tag',
    ]);
    expect(
      fragmentsOf(
        "Pages render error: Cannot read properties of undefined (reading 'S')",
      ),
    ).toEqual(['Pages render error', 'Cannot read properties']);
  });

  it('catch a message the installed code does not print, such as a changed word', () => {
    const located = locate();
    expect(WRONG.filter((fragment) => !located.get(fragment))).toEqual([
      'either before the start',
    ]);
    expect(RIGHT.map((fragment) => located.get(fragment))).toEqual(
      RIGHT.map(() => 'node_modules/mdast-util-mdx-jsx/lib/index.js'),
    );
  });
});
