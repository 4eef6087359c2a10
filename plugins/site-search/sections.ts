/**
 * Splits Rspress's extracted page text into sections at its headings, so that a search hit
 * can link to the section's anchor and show text from it.
 */
import type { PageIndexInfo } from '@rspress/core';

export type SearchablePage = Pick<
  PageIndexInfo,
  'routePath' | 'title' | 'content' | 'toc' | 'frontmatter'
> & {
  description?: string;
};

export interface Section {
  anchor: string;
  heading: string;
  parentHeading: string;
  /** The text under the heading, up to the next heading: what the section is indexed by. */
  text: string;
  /**
   * What a result shows from it: its text, or, for a heading followed straight by a deeper one
   * (`## Dark mode` then `### How the theme marks it`), the first sentence below it.
   */
  snippet: string;
}

/** Pages Rspress itself leaves out of search: home pages and `search: false` in front matter. */
export function isSearchable(
  page: Pick<PageIndexInfo, 'frontmatter'>,
): boolean {
  return (
    page.frontmatter?.pageType !== 'home' && page.frontmatter?.search !== false
  );
}

/** A language's pages that the search indexes, in the build and under the dev server. */
export function searchableIn<
  Page extends Pick<PageIndexInfo, 'frontmatter' | 'lang'>,
>(pages: readonly Page[], lang: string): Page[] {
  return pages.filter((page) => page.lang === lang && isSearchable(page));
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `content` is the page's plain text; each toc entry records where its heading's line starts
 * (`charIndex`). The first section is the intro, under no heading.
 */
export function splitSections(page: SearchablePage): Section[] {
  const headings = page.toc
    .filter((heading) => heading.charIndex >= 0)
    .sort((a, b) => a.charIndex - b.charIndex);
  const intro = collapse(
    page.content.slice(0, headings[0]?.charIndex ?? page.content.length),
  );
  // The description says what the page is about in a sentence: good text to match and to show.
  const description = collapse(page.description ?? '');
  const sections: Omit<Section, 'snippet'>[] = [
    {
      anchor: '',
      heading: '',
      parentHeading: '',
      text: intro.startsWith(description)
        ? intro
        : collapse(`${description} ${intro}`),
    },
  ];
  // The intro sits above every heading, as an h1 would.
  const depths = [1];
  let parentHeading = '';
  headings.forEach((heading, index) => {
    const body = page.content.slice(
      heading.charIndex,
      headings[index + 1]?.charIndex ?? page.content.length,
    );
    // The heading's own line opens its stretch of content.
    const newline = body.indexOf('\n');
    const headingText = collapse(heading.text.replace(/`/g, ''));
    if (heading.depth <= 2) parentHeading = headingText;
    depths.push(heading.depth);
    sections.push({
      anchor: heading.id,
      heading: headingText,
      parentHeading: heading.depth > 2 ? parentHeading : '',
      text: collapse(newline === -1 ? '' : body.slice(newline + 1)),
    });
  });
  return sections.map((section, index) => ({
    ...section,
    snippet: section.text || firstSentenceBelow(sections, depths, index),
  }));
}

/** The first sentence of the first text among the sections below a heading, before its next sibling. */
function firstSentenceBelow(
  sections: readonly Pick<Section, 'text'>[],
  depths: readonly number[],
  index: number,
): string {
  for (let next = index + 1; depths[next] > depths[index]; next += 1) {
    const { text } = sections[next];
    if (text) return /^.+?(?:[.!?](?=\s|$)|[。！？])/u.exec(text)?.[0] ?? text;
  }
  return '';
}
