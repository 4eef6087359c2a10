import { describe, expect, it } from 'vitest';
import { heroImageSources, heroTextLines, joinList } from './hero-content';

describe('home hero content', () => {
  it('splits a multi-line headline into its lines', () => {
    expect(heroTextLines('Fast docs\n\nfor everyone\n')).toEqual([
      'Fast docs',
      'for everyone',
    ]);
    expect(heroTextLines(undefined)).toEqual([]);
  });

  it('renders a single image when both colour schemes use the same file', () => {
    expect(heroImageSources('/logo.svg')).toEqual([
      { src: '/logo.svg', scheme: 'both' },
    ]);
    expect(heroImageSources({ light: '/a.svg', dark: '/a.svg' })).toHaveLength(
      1,
    );
  });

  it('renders one image per colour scheme when they differ', () => {
    expect(
      heroImageSources({ light: '/l.svg', dark: '/d.svg' })?.map(
        ({ scheme }) => scheme,
      ),
    ).toEqual(['light', 'dark']);
  });

  it('renders no image when the hero has none', () => {
    expect(heroImageSources(undefined)).toBeNull();
  });

  it('passes srcset and sizes through, lists joined with commas', () => {
    expect(joinList(['/a.png 1x', '/a@2x.png 2x'])).toBe(
      '/a.png 1x, /a@2x.png 2x',
    );
    expect(joinList('(max-width: 600px) 300px')).toBe(
      '(max-width: 600px) 300px',
    );
    expect(joinList(undefined)).toBeUndefined();
  });
});
