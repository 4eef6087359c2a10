// A synthetic docs folder of N pages for the scale benchmark: a copy of a project's real docs/
// (both languages, _meta.json, _nav.json, public/) plus generated page twins up to N pages in
// total. Generated pages are built from the real pages' own material (sentences, list items,
// tables, code blocks, headings of the same language), recombined with a seeded random generator:
// realistic text, the same output on every run, and no repeated whole pages. They sit in
// sidebar groups under the nav sections (guide, plugin, api), like real pages.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const LANGS = ['en', 'zh'];
const PAGES_PER_GROUP = 15;
const GROUP_LABELS = {
  en: [
    'Recipes',
    'Integrations',
    'Reference tables',
    'Migration notes',
    'Patterns',
    'Deployment targets',
    'Troubleshooting',
    'Examples',
  ],
  zh: [
    '实践方案',
    '集成',
    '参考表',
    '迁移说明',
    '常见模式',
    '部署目标',
    '问题排查',
    '示例',
  ],
};

/** Small deterministic PRNG (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(path.join(dir, entry.name))
      : [path.join(dir, entry.name)],
  );
}

/**
 * Links keep working when moved to another page: same-page anchors (`#x`) and relative targets
 * (`./x`, `../x`) become absolute links to what they pointed at (`route` is the source page's
 * route without the language prefix, e.g. `/api/commands`).
 */
function absoluteLinks(text, route) {
  return text.replace(/\]\((#|\.{1,2}\/)([^)\s]*)\)/g, (whole, start, rest) => {
    if (start === '#') return `](${route}#${rest})`;
    const base = route.endsWith('/') ? route : path.posix.dirname(route);
    return `](${path.posix.join(base, start + rest)})`;
  });
}

/** True when the text outside inline code has nothing MDX would read as JSX or an expression. */
function mdxSafe(text) {
  const outside = text.replace(/`[^`]*`/g, '');
  return (
    !/[{}<>]/.test(outside) &&
    !text.includes('``') &&
    (text.match(/`/g) ?? []).length % 2 === 0
  );
}

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
/** True when MDX parses the page body (front matter and heading ids `{#id}` are Rspress syntax, removed first). */
function parsesAsMdx(text) {
  try {
    mdxParser.parse(
      text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/ \{#[\w-]+\}$/gm, ''),
    );
    return true;
  } catch {
    return false;
  }
}

function splitSentences(paragraph, lang) {
  const parts =
    lang === 'zh'
      ? paragraph.split(/(?<=[。！？])/)
      : paragraph.split(/(?<=[.!?])\s+(?=[A-Z`*[])/);
  return parts
    .map((part) => part.trim())
    .filter(
      (part) =>
        part.length > 8 &&
        mdxSafe(part) &&
        (part.match(/\*\*/g) ?? []).length % 2 === 0,
    );
}

/** Collects the reusable material of one language from its real pages. */
function harvest(files, lang, langDir) {
  const pool = { sentences: [], items: [], tables: [], code: [] };
  for (const file of files) {
    const route = `/${path
      .relative(langDir, file)
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '$1')}`;
    const sanitizeLinks = (text) => absoluteLinks(text, route);
    const lines = readFileSync(file, 'utf8').split('\n');
    let index = 0;
    if (lines[0] === '---') {
      index = lines.indexOf('---', 1) + 1;
    }
    let block = [];
    const flush = () => {
      if (!block.length) return;
      const first = block[0];
      if (/^\|/.test(first)) {
        const table = block.map(sanitizeLinks);
        if (table.length >= 3 && table.every(mdxSafe))
          pool.tables.push(table.join('\n'));
      } else if (/^- /.test(first)) {
        const items = [];
        for (const line of block) {
          if (/^- /.test(line)) items.push(line.slice(2).trim());
          else if (/^\s+\S/.test(line) && items.length)
            items[items.length - 1] += (lang === 'zh' ? '' : ' ') + line.trim();
        }
        for (const item of items.map(sanitizeLinks))
          if (mdxSafe(item) && item.length > 8) pool.items.push(item);
      } else if (!/^(#|:::|<|import |export |>|!|\d+\.|\*\s|\{)/.test(first)) {
        const paragraph = sanitizeLinks(
          block.map((line) => line.trim()).join(lang === 'zh' ? '' : ' '),
        );
        pool.sentences.push(...splitSentences(paragraph, lang));
      }
      block = [];
    };
    for (; index < lines.length; index += 1) {
      const line = lines[index];
      const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
      if (fence) {
        flush();
        const [, indent, marker] = fence;
        const body = [];
        index += 1;
        while (
          index < lines.length &&
          !lines[index].trimStart().startsWith(marker)
        )
          body.push(lines[index++]);
        const [, language, title] =
          /^(\w+)?(?:.*?title="([^"]+)")?/.exec(fence[3].trim()) ?? [];
        if (
          !indent &&
          marker === '```' &&
          language &&
          body.length >= 2 &&
          body.length <= 40
        ) {
          pool.code.push(
            `\`\`\`${language}${title ? ` title="${title}"` : ''}\n${body.join('\n')}\n\`\`\``,
          );
        }
        continue;
      }
      if (/^#{1,6} /.test(line)) {
        flush();
        continue;
      }
      if (line.trim() === '') flush();
      else block.push(line);
    }
    flush();
  }
  return pool;
}

/** Anchors come from the English heading (the zh twin carries the same explicit anchor). */
function slug(text) {
  return (
    text
      .toLowerCase()
      .replace(/`/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'section'
  );
}

function paragraph(rng, pool, lang) {
  const count = rng.int(2, 4);
  const sentences = Array.from({ length: count }, () =>
    rng.pick(pool.sentences),
  );
  return sentences.join(lang === 'zh' ? '' : ' ');
}

/**
 * One page in both languages. The structure (number of sections, which blocks appear) is drawn
 * once so the twins have the same outline; the text of each language comes from its own pool.
 */
function pageTwins(number, seed, pools, headingPairs) {
  const structure = random(seed * 7919 + number);
  const titlePair = structure.pick(headingPairs);
  const sections = Array.from({ length: structure.int(5, 7) }, () => ({
    heading: structure.pick(headingPairs),
    paragraphs: structure.int(1, 3),
    code: structure.chance(0.6),
    table: structure.chance(0.3),
    list: structure.chance(0.4),
    subsections: structure.chance(0.5) ? structure.int(1, 2) : 0,
    subheadings: [structure.pick(headingPairs), structure.pick(headingPairs)],
  }));
  const result = {
    name: `${slug(titlePair.en).slice(0, 30).replace(/-$/, '')}-${number}`,
  };
  for (const lang of LANGS) {
    const rng = random(seed * 104729 + number * 31 + (lang === 'zh' ? 17 : 0));
    const pool = pools[lang];
    const used = new Set();
    const anchor = (pair) => {
      let id = slug(pair.en);
      for (let n = 2; used.has(id); n += 1) id = `${slug(pair.en)}-${n}`;
      used.add(id);
      return id;
    };
    const heading = (pair) => pair[lang];
    const title = `${heading(titlePair)} ${number}`;
    const out = [
      '---',
      `title: ${JSON.stringify(title)}`,
      `description: ${JSON.stringify(rng.pick(pool.sentences).replace(/[`*]/g, ''))}`,
      '---',
      '',
      `# ${title}`,
      '',
      paragraph(rng, pool, lang),
      '',
    ];
    for (const section of sections) {
      out.push(
        `## ${heading(section.heading)} {#${anchor(section.heading)}}`,
        '',
      );
      for (let i = 0; i < section.paragraphs; i += 1)
        out.push(paragraph(rng, pool, lang), '');
      if (section.list) {
        out.push(
          ...Array.from(
            { length: rng.int(3, 5) },
            () => `- ${rng.pick(pool.items)}`,
          ),
          '',
        );
      }
      if (section.code) out.push(rng.pick(pool.code), '');
      if (section.table) out.push(rng.pick(pool.tables), '');
      for (let i = 0; i < section.subsections; i += 1) {
        out.push(
          `### ${heading(section.subheadings[i])} {#${anchor(section.subheadings[i])}}`,
          '',
          paragraph(rng, pool, lang),
          '',
        );
      }
    }
    result[lang] = out.join('\n');
  }
  return result;
}

/** Heading pairs from twin files: the h2/h3 outlines match by project rule. */
function headingPairs(docsDir) {
  const pairs = [];
  for (const file of walk(path.join(docsDir, 'en')).filter((f) =>
    /\.mdx?$/.test(f),
  )) {
    const twin = path.join(
      docsDir,
      'zh',
      path.relative(path.join(docsDir, 'en'), file),
    );
    if (!existsSync(twin)) continue;
    const outline = (text) =>
      [
        ...text
          .replace(/^(`{3,})[\s\S]*?^\1/gm, '')
          .matchAll(/^#{2,3} (.+?)(?: \{#[\w-]+\})?$/gm),
      ].map((m) => m[1].trim());
    const en = outline(readFileSync(file, 'utf8'));
    const zh = outline(readFileSync(twin, 'utf8'));
    if (en.length !== zh.length) continue;
    en.forEach((text, i) => {
      if (mdxSafe(text) && mdxSafe(zh[i]) && !/[[\]]/.test(text + zh[i]))
        pairs.push({ en: text, zh: zh[i] });
    });
  }
  return pairs;
}

/** Copies docs/ to `outDir`, rewriting relative imports that leave the docs folder to absolute paths. */
export function copyRealDocs(docsDir, outDir) {
  cpSync(docsDir, outDir, { recursive: true });
  for (const file of walk(outDir).filter((f) => /\.mdx?$/.test(f))) {
    const original = path.join(docsDir, path.relative(outDir, file));
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(
      /^(import\s[^'"]*from\s+)(['"])(\.{1,2}\/[^'"]+)\2/gm,
      (whole, head, quote, spec) => {
        const target = path.resolve(path.dirname(original), spec);
        const insideDocs = !path.relative(docsDir, target).startsWith('..');
        return insideDocs ? whole : `${head}${quote}${target}${quote}`;
      },
    );
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

/** Pages (both languages) in a docs folder: every .md/.mdx under en/ and zh/. */
export function countPages(docsDir) {
  return LANGS.reduce(
    (sum, lang) =>
      sum +
      walk(path.join(docsDir, lang)).filter((f) => /\.mdx?$/.test(f)).length,
    0,
  );
}

/**
 * Writes a docs folder with `totalPages` pages (both languages together) to `outDir`.
 * Returns { pages, realPages, generatedPerLang, redrawn } (redrawn: pages drawn again because
 * MDX could not parse the first draw).
 */
export function generateSite({ docsDir, outDir, totalPages, seed = 1 }) {
  const realPages = countPages(docsDir);
  if (totalPages < realPages)
    throw new Error(
      `--pages ${totalPages} is below the ${realPages} real pages`,
    );
  const generatedPerLang = Math.floor((totalPages - realPages) / 2);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.dirname(outDir), { recursive: true });
  copyRealDocs(docsDir, outDir);

  const pools = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      harvest(
        walk(path.join(docsDir, lang)).filter((f) => /\.mdx?$/.test(f)),
        lang,
        path.join(docsDir, lang),
      ),
    ]),
  );
  const pairs = headingPairs(docsDir);
  const nav = JSON.parse(
    readFileSync(path.join(docsDir, 'en', '_nav.json'), 'utf8'),
  );
  const sections = [
    ...new Set(
      nav
        .map((item) => /^\/([\w-]+)\//.exec(item.link ?? '')?.[1])
        .filter(
          (name) =>
            name &&
            statSync(path.join(docsDir, 'en', name), {
              throwIfNoEntry: false,
            })?.isDirectory(),
        ),
    ),
  ];
  const groups = Math.ceil(generatedPerLang / PAGES_PER_GROUP);
  const added = Object.fromEntries(sections.map((name) => [name, []]));
  let number = 0;
  let redrawn = 0;
  for (let group = 0; group < groups; group += 1) {
    const section = sections[group % sections.length];
    const dirName = `more-${String(group + 1).padStart(2, '0')}`;
    const names = [];
    for (let i = 0; i < PAGES_PER_GROUP && number < generatedPerLang; i += 1) {
      number += 1;
      // A page MDX cannot parse (real material recombined can, rarely, pair up badly) is drawn again.
      let twins = pageTwins(number, seed, pools, pairs);
      for (
        let attempt = 1;
        !LANGS.every((lang) => parsesAsMdx(twins[lang]));
        attempt += 1
      ) {
        if (attempt > 20)
          throw new Error(`generated page ${number} does not parse as MDX`);
        redrawn += 1;
        twins = {
          ...pageTwins(number, seed + attempt * 1_000_003, pools, pairs),
          name: twins.name,
        };
      }
      const { name } = twins;
      names.push(name);
      for (const lang of LANGS) {
        const dir = path.join(outDir, lang, section, dirName);
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `${name}.mdx`), twins[lang]);
      }
    }
    for (const lang of LANGS)
      writeFileSync(
        path.join(outDir, lang, section, dirName, '_meta.json'),
        `${JSON.stringify(names)}\n`,
      );
    added[section].push({ dirName, labelIndex: group });
  }
  for (const lang of LANGS) {
    for (const section of sections) {
      const metaFile = path.join(outDir, lang, section, '_meta.json');
      const meta = existsSync(metaFile)
        ? JSON.parse(readFileSync(metaFile, 'utf8'))
        : [];
      for (const { dirName, labelIndex } of added[section]) {
        const label = `${GROUP_LABELS[lang][labelIndex % GROUP_LABELS[lang].length]} ${labelIndex + 1}`;
        meta.push({ type: 'dir', name: dirName, label, collapsed: true });
      }
      writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
    }
  }
  return {
    pages: realPages + generatedPerLang * 2,
    realPages,
    generatedPerLang,
    redrawn,
  };
}
