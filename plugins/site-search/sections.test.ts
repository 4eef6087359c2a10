import { describe, expect, it } from 'vitest';
import { isSearchable, splitSections } from './sections';

const content =
  'Intro text.\n\nInstall\n\nRun npm.\n\nThe base path\n\nSet base.\n\nNested\n\nDeep text.';
const page = {
  routePath: '/guide/deploy',
  title: 'Deploy',
  description: 'Publish the site.',
  frontmatter: {},
  content,
  toc: [
    {
      id: 'install',
      text: 'Install',
      depth: 2,
      charIndex: content.indexOf('Install'),
    },
    {
      id: 'base-path',
      text: 'The `base` path',
      depth: 2,
      charIndex: content.indexOf('The base path'),
    },
    {
      id: 'nested',
      text: 'Nested',
      depth: 3,
      charIndex: content.indexOf('Nested'),
    },
  ],
};

describe('splitSections', () => {
  it('gives the intro (with the description) and one section per heading, with anchors and parents', () => {
    expect(splitSections(page)).toEqual([
      {
        anchor: '',
        heading: '',
        parentHeading: '',
        text: 'Publish the site. Intro text.',
        snippet: 'Publish the site. Intro text.',
      },
      {
        anchor: 'install',
        heading: 'Install',
        parentHeading: '',
        text: 'Run npm.',
        snippet: 'Run npm.',
      },
      {
        anchor: 'base-path',
        heading: 'The base path',
        parentHeading: '',
        text: 'Set base.',
        snippet: 'Set base.',
      },
      {
        anchor: 'nested',
        heading: 'Nested',
        parentHeading: 'The base path',
        text: 'Deep text.',
        snippet: 'Deep text.',
      },
    ]);
  });

  it('does not repeat a description the intro already starts with', () => {
    expect(
      splitSections({ ...page, content: 'Publish the site. More.', toc: [] })[0]
        .text,
    ).toBe('Publish the site. More.');
  });
});

describe('a heading followed straight by a deeper one', () => {
  const nested = (content: string, headings: [string, number][]) =>
    splitSections({
      ...page,
      content,
      toc: headings.map(([text, depth]) => ({
        id: text.toLowerCase().replace(/\W+/g, '-'),
        text,
        depth,
        charIndex: content.indexOf(text),
      })),
    });

  it('shows the first sentence below it, and is indexed by its own (empty) text', () => {
    const [, dark, marks] = nested(
      'Intro.\n\nDark mode\n\nHow the theme marks it\n\nThe theme sets a class. Then more.',
      [
        ['Dark mode', 2],
        ['How the theme marks it', 3],
      ],
    );
    expect(dark).toMatchObject({
      text: '',
      snippet: 'The theme sets a class.',
    });
    expect(marks.snippet).toBe('The theme sets a class. Then more.');
  });

  it('cuts Chinese at its full stop, and skips an empty level between', () => {
    const [, dark] = nested(
      '简介。\n\n深色模式\n\n标记\n\n原理\n\n主题会加一个类名。然后更多。',
      [
        ['深色模式', 2],
        ['标记', 3],
        ['原理', 4],
      ],
    );
    expect(dark.snippet).toBe('主题会加一个类名。');
  });

  it('takes nothing from a sibling or a heading above', () => {
    const [, first, second] = nested('Intro.\n\nFirst\n\nSecond\n\nText.', [
      ['First', 2],
      ['Second', 2],
    ]);
    expect(first.snippet).toBe('');
    expect(second.snippet).toBe('Text.');
  });
});

describe('isSearchable', () => {
  it('leaves out home pages and pages with search: false, as Rspress does', () => {
    expect(isSearchable({ frontmatter: { pageType: 'home' } })).toBe(false);
    expect(isSearchable({ frontmatter: { search: false } })).toBe(false);
    expect(isSearchable({ frontmatter: {} })).toBe(true);
  });
});
