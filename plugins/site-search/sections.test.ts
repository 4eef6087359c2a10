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
      },
      {
        anchor: 'install',
        heading: 'Install',
        parentHeading: '',
        text: 'Run npm.',
      },
      {
        anchor: 'base-path',
        heading: 'The base path',
        parentHeading: '',
        text: 'Set base.',
      },
      {
        anchor: 'nested',
        heading: 'Nested',
        parentHeading: 'The base path',
        text: 'Deep text.',
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

describe('isSearchable', () => {
  it('leaves out home pages and pages with search: false, as Rspress does', () => {
    expect(isSearchable({ frontmatter: { pageType: 'home' } })).toBe(false);
    expect(isSearchable({ frontmatter: { search: false } })).toBe(false);
    expect(isSearchable({ frontmatter: {} })).toBe(true);
  });
});
