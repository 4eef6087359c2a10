import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compactIndex, expandIndex } from './codec';

describe('compactIndex / expandIndex', () => {
  it('round-trips a MiniSearch index, which then answers as before', () => {
    const options = { fields: ['title', 'text'] };
    const original = new MiniSearch(options);
    original.addAll([
      { id: 0, title: "Deploy", text: "GitHub Pages and Netlify pages" },
      { id: 7, title: 'Search', text: 'Local search in the browser' },
      { id: 3, title: 'Pages', text: 'Pages and routes' },
    ]);
    const restored = MiniSearch.loadJS(expandIndex(JSON.parse(JSON.stringify(compactIndex(original.toJSON())))), options);
    const sorted = (index: MiniSearch) => ({ ...index.toJSON(), index: [...index.toJSON().index].sort((a, b) => a[0].localeCompare(b[0])) });
    expect(sorted(restored)).toEqual(sorted(original));
    expect(restored.search('pages').map((hit) => hit.id)).toEqual(original.search('pages').map((hit) => hit.id));
  });
});
