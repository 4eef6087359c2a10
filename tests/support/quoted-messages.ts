/**
 * Messages that pages present as printed output, taken from the MDX itself, and where the
 * installed packages print them. A page quotes a message in three ways:
 * - a `text`/`txt`/`log` code block without a title: terminal output, line by line (file trees,
 *   stack frames, command echoes and numbered source excerpts are not messages);
 * - inline code of three words or more in a heading (`### \`Unsupported Node.js version\``);
 * - inline code of three words or more that a sentence introduces as a message ("the message
 *   is `…`", "prints `…`", "报错 `…`").
 * A quoted message is split into fragments at its variable parts (paths, numbers, positions,
 * quoted names, `<placeholders>`, `…`), and every fragment must stand in one installed file:
 * a JavaScript file under node_modules, or the Node.js binary for V8's and Node's own messages.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Heading, PhrasingContent, RootContent } from 'mdast';
import type { DocFile } from './docs';

export type QuoteKind = 'output' | 'heading' | 'inline';

export interface QuotedMessage {
  kind: QuoteKind;
  /** The message as the page writes it. */
  text: string;
  /** 1-based line in the page's body. */
  line: number;
  /** The parts that must be found in one installed file. */
  fragments: string[];
}

const OUTPUT_LANGS = new Set(['text', 'txt', 'log']);
/** A fence meta that declares a text block not to be printed output (a table, a listing). */
export const NOT_OUTPUT = 'not-output';

/** Lines of an output block that are not a message of their own. */
const NOT_A_MESSAGE = [
  /[├└│]──|^\s*│/, // file trees
  /^\s*at\s/, // stack frames
  /^\s*[$>]\s/, // the command that was run
  /^\s*\d+\s*\|/, // numbered source excerpts
];
/** The label a logger puts before a line (Rsbuild's logger: `error   `, `info    `, …). */
const LOG_LABEL =
  /^\s*(?:error|warn|info|ready|start|event|success|debug|log)\s+/;

/**
 * The variable parts of a message: quoted names, `<placeholders>`, paths, URLs and file names,
 * anything with a digit in it (versions, positions, hashes, sizes), values such as `undefined`,
 * flags, lists of names, a name as the subject of `is not …` (V8's `% is not defined`), the
 * name of an error class before its message (`TypeError: `, added by whoever prints the error),
 * the `: ` that joins two messages (`MDX compile error: ${e.message}`), ellipses, and runs of
 * decoration (Rspack's `╰─▶ ×`).
 */
const VARIABLE = new RegExp(
  [
    '`[^`]*`',
    '"[^"\\n]*"',
    "(?<![\\p{L}])'[^'\\n]*'(?![\\p{L}])",
    '<[^<>\\n]+>',
    '\\S*[/\\\\]\\S*',
    '\\S+\\.(?:txt|md|mdx|json|[cm]?[jt]sx?|html|css|png|svg|node)\\b',
    '\\S*\\d\\S*',
    '\\b(?:undefined|null|true|false|NaN)\\b',
    '(?<![\\p{L}])[A-Z](?![\\p{L}])',
    '(?<!\\S)--?[\\w-]+',
    '\\b[A-Z]\\w*(?:, [A-Z]\\w*)+',
    '(?<=^|: )[\\w$.]+(?= (?:is|are|was) not )',
    '\\b(?:[A-Z]\\w*)?(?:Error|ERROR): ',
    ': ',
    '…',
    '\\.{3}',
    '[^\\p{L}\\p{N}\\s.,:;!?()\\[\\]{}\'"`_@#$%&*+=|~^\\\\/<>-]+',
  ].join('|'),
  'gu',
);
/** Edges of a fragment that belong to the separators around it. */
const EDGES = /^[\s()[\]{}:;,.!?=@#-]+|[\s()[\]{}:;,=@#-]+$/g;
/** A short word at the edge of a fragment, where the next literal of the message takes over. */
const EDGE_WORD =
  /^(?:in|at|as|for|from|of|to|by|with|on)\s+|[\s(]+(?:in|at|as|for|from|of|to|by|with|on)$/;
/** The fixed parts of a message: two words or more each. */
export function fragmentsOf(message: string): string[] {
  return message
    .split(VARIABLE)
    .map((part) =>
      part
        .replace(EDGES, '')
        .replace(/\s+/g, ' ')
        .replace(EDGE_WORD, '')
        .replace(EDGES, ''),
    )
    .filter((part) => (part.match(/\p{L}+/gu) ?? []).length >= 2);
}

/** The lines of an output block that carry a message, with their label removed. */
export function outputLines(block: string): { text: string; offset: number }[] {
  return block
    .split('\n')
    .map((raw, offset) => ({ text: raw.replace(LOG_LABEL, ''), offset }))
    .filter(
      ({ text }) =>
        text.trim() !== '' && !NOT_A_MESSAGE.some((rule) => rule.test(text)),
    );
}

/** Words that introduce the next inline code as a message. */
const INTRODUCES_MESSAGE =
  /(?:message|prints?|printed|logs?|logged|warns?|warning|says|error|fails? with|throws?|reports?|报错|提示(?!词)|信息|打印|输出|警告)[^.。]{0,20}$/i;
/** Inline code that is code, a command or markup rather than a message. */
const NOT_PROSE =
  /^(?:<|(?:rspress|npx|npm|pnpm|yarn|bun|node|git)\s)|=>|\?\?|\?\./;

const isMessageLike = (code: string) =>
  (code.match(/\p{L}+/gu) ?? []).length >= 3 &&
  (code.match(/\S+/g) ?? []).length >= 3 &&
  !NOT_PROSE.test(code);

export function quotedMessages(doc: DocFile): QuotedMessage[] {
  const found: QuotedMessage[] = [];
  const add = (kind: QuoteKind, text: string, line: number) => {
    const fragments = fragmentsOf(text);
    if (fragments.length > 0) found.push({ kind, text, line, fragments });
  };
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'code') {
        const meta = node.meta ?? '';
        if (
          OUTPUT_LANGS.has(node.lang ?? '') &&
          !/title=/.test(meta) &&
          !meta.split(/\s+/).includes(NOT_OUTPUT)
        ) {
          const first = (node.position?.start.line ?? 0) + 1;
          for (const { text, offset } of outputLines(node.value))
            add('output', text, first + offset);
        }
        continue;
      }
      if (node.type === 'heading') {
        for (const child of (node as Heading).children)
          if (child.type === 'inlineCode' && isMessageLike(child.value))
            add('heading', child.value, node.position?.start.line ?? 0);
        continue;
      }
      if (node.type === 'paragraph' || node.type === 'tableCell') {
        let before = '';
        for (const child of node.children as PhrasingContent[]) {
          if (
            child.type === 'inlineCode' &&
            isMessageLike(child.value) &&
            INTRODUCES_MESSAGE.test(before)
          )
            add('inline', child.value, child.position?.start.line ?? 0);
          before += child.type === 'text' ? child.value : ' ';
          before = before.split(/[.。]\s/).at(-1) ?? '';
        }
      }
      if ('children' in node) visit(node.children as RootContent[]);
    }
  };
  visit(doc.tree.children);
  return found;
}

/** How JavaScript source may write a piece of text: as is, or with its quotes escaped. */
function spellings(text: string): string[] {
  return [
    ...new Set([
      text,
      text.replaceAll("'", "\\'"),
      text.replaceAll('"', '\\"'),
    ]),
  ];
}

const letterWords = (text: string) => (text.match(/\p{L}+/gu) ?? []).length;
/** How far a single word may stand after the piece before it. */
const NEAR = 200;
const MAX_PIECES = 4;

/**
 * Whether `fragment` stands in `source`: whole, or as up to four pieces split at spaces, as a
 * message built from several literals is (`Dead links found${…}`, then ` in `). Pieces of three
 * words or more may stand anywhere in the file. A shorter piece must stand shortly after the
 * piece before it, or anywhere in the file when another piece of the same fragment has three
 * words or more, so common words never match by chance.
 */
export function standsIn(source: string, fragment: string): boolean {
  const words = [...fragment.matchAll(/\S+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const occurrences = (piece: string, from: number, to: number) => {
    const found: number[] = [];
    for (const spelling of spellings(piece)) {
      let at = source.indexOf(spelling, from);
      while (at >= 0 && at <= to && found.length < 64) {
        found.push(at + spelling.length);
        at = source.indexOf(spelling, at + 1);
      }
    }
    return found;
  };
  const search = (loose: boolean) => {
    const failed = new Set<string>();
    const from = (
      word: number,
      pieces: number,
      end: number | null,
      hasLong: boolean,
    ): boolean => {
      if (word === words.length) return !loose || hasLong;
      if (pieces === MAX_PIECES) return false;
      const state = `${word} ${pieces} ${end} ${hasLong}`;
      if (failed.has(state)) return false;
      for (let last = words.length; last > word; last--) {
        const piece = fragment.slice(words[word].start, words[last - 1].end);
        const count = letterWords(piece);
        const ends =
          count < 3 && end !== null && !loose
            ? occurrences(piece, end, end + NEAR)
            : occurrences(piece, 0, source.length);
        for (const pieceEnd of ends)
          if (from(last, pieces + 1, pieceEnd, hasLong || count >= 3))
            return true;
      }
      failed.add(state);
      return false;
    };
    return from(0, 0, null, false);
  };
  return search(false) || search(true);
}

/**
 * What prints the messages a reader of these pages meets: Rspress and its plugins, the tools it
 * runs, React, TypeScript (the type hovers' errors), npm, and everything they depend on. Test
 * and benchmark tools are left out: their bundles hold prose that would match anything.
 */
const PRINTERS = [
  '@rspress/core',
  '@rspress/plugin-algolia',
  '@rspress/plugin-api-docgen',
  '@rspress/plugin-client-redirects',
  '@rspress/plugin-llms',
  '@rspress/plugin-preview',
  '@rspress/plugin-rss',
  '@rspress/plugin-sitemap',
  '@rspress/plugin-twoslash',
  'react',
  'react-dom',
  'typescript',
  'twoslash',
  '@shikijs/twoslash',
  'tailwindcss',
  '@tailwindcss/postcss',
];

/** The folders of PRINTERS and of all they depend on, and the npm that runs this test. */
export function printerFolders(projectRoot = process.cwd()): string[] {
  const folders = new Set<string>();
  const visit = (name: string, from: string) => {
    // Node's lookup: the nearest node_modules up from the package that depends on it.
    for (let dir = from; ; dir = path.dirname(dir)) {
      const folder = path.join(dir, 'node_modules', name);
      if (existsSync(path.join(folder, 'package.json'))) {
        if (folders.has(folder)) return;
        folders.add(folder);
        const manifest = JSON.parse(
          readFileSync(path.join(folder, 'package.json'), 'utf8'),
        ) as Record<string, Record<string, string> | undefined>;
        for (const field of [
          'dependencies',
          'optionalDependencies',
          'peerDependencies',
        ])
          for (const dependency of Object.keys(manifest[field] ?? {}))
            visit(dependency, folder);
        return;
      }
      if (dir === path.dirname(dir) || dir === path.dirname(projectRoot))
        return;
    }
  };
  for (const name of PRINTERS) visit(name, projectRoot);
  const npm = path.resolve(
    path.dirname(process.execPath),
    '../lib/node_modules/npm',
  );
  if (existsSync(npm)) folders.add(npm);
  return [...folders].map(
    (folder) => path.relative(projectRoot, folder) || '.',
  );
}

const BINARIES = [
  // V8's and Node.js's own messages.
  () => process.execPath,
];

/**
 * Where each fragment is printed: an installed file that holds it, or undefined. One `grep -F`
 * pass over node_modules' JavaScript, Rspack's native binding and the Node.js binary finds the
 * files that hold a fragment or its first or last two words; `standsIn` then decides.
 */
export function locateFragments(
  fragments: string[],
  projectRoot = process.cwd(),
): Map<string, string | undefined> {
  /** The fragment, its first two words and its last two words, three spellings each. */
  const hooksOf = (fragment: string) => {
    const words = fragment.split(' ');
    return [
      fragment,
      words.slice(0, 2).join(' '),
      words.slice(-2).join(' '),
    ].flatMap((hook) => {
      const variants = spellings(hook);
      return [0, 1, 2].map((i) => variants[i] ?? variants[0]);
    });
  };
  const patterns = [...new Set(fragments.flatMap(hooksOf))];
  const patternFile = path.join(
    os.tmpdir(),
    `quoted-messages-${process.pid}.txt`,
  );
  writeFileSync(patternFile, `${patterns.join('\n')}\n`);
  const filesWith = new Map<string, Set<string>>();
  const grep = (args: string[], file?: string) => {
    const out =
      spawnSync('grep', ['-F', '-o', '-f', patternFile, ...args], {
        cwd: projectRoot,
        encoding: 'latin1',
        maxBuffer: 1024 * 1024 * 1024,
      }).stdout ?? '';
    for (const line of out.split('\n')) {
      if (!line) continue;
      const colon = file ? -1 : line.indexOf(':');
      const name = file ?? line.slice(0, colon);
      const match = Buffer.from(line.slice(colon + 1), 'latin1').toString(
        'utf8',
      );
      const files = filesWith.get(match) ?? new Set<string>();
      files.add(name);
      filesWith.set(match, files);
    }
  };
  const corpus = printerFolders(projectRoot);
  grep([
    '-r',
    '--include=*.js',
    '--include=*.cjs',
    '--include=*.mjs',
    // Runtime components some plugins ship as source (client-redirects' Redirect.tsx).
    '--include=*.tsx',
    '--include=*.jsx',
    '--include=*.node',
    '-a',
    ...corpus,
  ]);
  for (const binary of BINARIES) grep(['-a', binary()], binary());
  // grep -o names only the longest pattern matching at a place: credit every hook inside it.
  for (const [match, files] of [...filesWith])
    for (const hook of patterns)
      if (hook !== match && match.includes(hook)) {
        const credited = filesWith.get(hook) ?? new Set<string>();
        for (const file of files) credited.add(file);
        filesWith.set(hook, credited);
      }

  const contents = new Map<string, string>();
  const read = (file: string) => {
    if (!contents.has(file)) {
      const text = readFileSync(path.resolve(projectRoot, file)).toString(
        'utf8',
      );
      contents.set(
        file,
        /\.(?:[cm]?js|[jt]sx)$/.test(file) ? withoutComments(text) : text,
      );
    }
    return contents.get(file)!;
  };
  const located = new Map<string, string | undefined>();
  const filesOf = (hooks: string[]) =>
    new Set(hooks.flatMap((hook) => [...(filesWith.get(hook) ?? [])]));
  for (const fragment of new Set(fragments)) {
    const [whole, first, last] = [
      spellings(fragment),
      ...[hooksOf(fragment).slice(3, 6), hooksOf(fragment).slice(6)],
    ];
    // A file with the whole fragment settles it; otherwise a file with its first or last two
    // words may hold it in pieces (those with both first).
    const exact = [...filesOf(whole)][0];
    const withFirst = filesOf(first);
    const withLast = filesOf(last);
    const pieces = [...new Set([...withFirst, ...withLast])].sort(
      (a, b) =>
        Number(withFirst.has(b) && withLast.has(b)) -
        Number(withFirst.has(a) && withLast.has(a)),
    );
    located.set(
      fragment,
      exact ?? pieces.find((file) => standsIn(read(file), fragment)),
    );
  }
  // A fragment of two single-word pieces (`Expected` … `component`) has no two-word hook: look
  // in the files that hold its longest word.
  for (const [fragment, file] of located) {
    if (file || fragment.split(' ').length > 2) continue;
    const longest = fragment
      .split(' ')
      .reduce((a, b) => (b.length > a.length ? b : a));
    const holders = spawnSync(
      'grep',
      [
        '-rlFw',
        '--include=*.js',
        '--include=*.cjs',
        '--include=*.mjs',
        longest,
        'node_modules',
      ],
      { cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ).stdout.split('\n');
    located.set(
      fragment,
      holders.find((holder) => holder && standsIn(read(holder), fragment)),
    );
  }
  return located;
}

/** JavaScript without its comments: messages live in code, and prose in comments must not match. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/^\s*\/\/.*$/gm, '');
}
