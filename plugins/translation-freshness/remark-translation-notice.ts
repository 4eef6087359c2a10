/**
 * Puts the "translation may be out of date" notice right under the h1 of a stale translated
 * page. It is part of the page's content, so it is server-rendered with the page and never
 * shifts the layout; it reuses the theme's warning callout look in light and dark.
 */
import path from 'node:path';
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { THEME_CLASS } from '../../framework/theme-classes';

export interface NoticeTexts {
  title: string;
  /** Contains `{date}` and `{link}`. */
  changedOn: string;
  /** Contains `{link}`. */
  changedUndated: string;
  originalLink: string;
}

export interface StalePage {
  lang: string;
  /** ISO date of the source change, when git knows it. */
  changedAt: string | null;
  /** Where the source page is published, and in which language. */
  sourceUrl: string;
  sourceLang: string;
}

export interface RemarkTranslationNoticeOptions {
  /** Stale translated pages by absolute file path; filled when the build starts. */
  stalePages: ReadonlyMap<string, StalePage>;
  textsFor(lang: string): NoticeTexts;
}

const TITLE_ID = 'translation-notice-title';

export function remarkTranslationNotice({
  stalePages,
  textsFor,
}: RemarkTranslationNoticeOptions) {
  return (tree: Root, file: VFile) => {
    const stale = file.path
      ? stalePages.get(path.resolve(file.path))
      : undefined;
    if (!stale) return;
    const titleIndex = tree.children.findIndex(
      (node) => node.type === 'heading' && node.depth === 1,
    );
    tree.children.splice(
      titleIndex + 1,
      0,
      noticeNode(stale, textsFor(stale.lang)),
    );
  };
}

function noticeNode(stale: StalePage, texts: NoticeTexts): RootContent {
  const link: PhrasingContent = {
    type: 'link',
    url: stale.sourceUrl,
    data: { hProperties: { hrefLang: stale.sourceLang } },
    children: [text(texts.originalLink)],
  };
  const content: Paragraph = {
    type: 'paragraph',
    children: stale.changedAt
      ? fill(texts.changedOn, {
          '{date}': dateNode(stale.changedAt, stale.lang),
          '{link}': link,
        })
      : fill(texts.changedUndated, { '{link}': link }),
  };
  // hName/hProperties turn these mdast nodes into the callout's divs when MDX makes HTML.
  return {
    type: 'blockquote',
    data: {
      hName: 'div',
      hProperties: {
        className: [
          THEME_CLASS.callout,
          THEME_CLASS.calloutWarning,
          'translation-notice',
        ],
        role: 'note',
        // A space-separated list in hast (its types say so once mdast-util-to-hast is loaded).
        ariaLabelledBy: [TITLE_ID],
      },
    },
    children: [
      {
        type: 'paragraph',
        data: {
          hName: 'div',
          hProperties: { className: [THEME_CLASS.calloutTitle], id: TITLE_ID },
        },
        children: [text(texts.title)],
      },
      {
        type: 'blockquote',
        data: {
          hName: 'div',
          hProperties: { className: [THEME_CLASS.calloutContent] },
        },
        children: [content],
      },
    ],
  };
}

function dateNode(isoDate: string, lang: string): PhrasingContent {
  const day = new Date(isoDate);
  const label = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(day);
  return {
    type: 'strong',
    data: {
      hName: 'time',
      hProperties: { dateTime: day.toISOString().slice(0, 10) },
    },
    children: [text(label)],
  };
}

/** Splits a text at its `{placeholders}` and puts the given nodes in their places. */
function fill(
  template: string,
  nodes: Record<string, PhrasingContent>,
): PhrasingContent[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => nodes[part] ?? text(part));
}

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}
