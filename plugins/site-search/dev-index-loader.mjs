// The dev server's loader for a language's search index (dev-search.ts): builds the language's
// search files on first use and returns its index. Plain JavaScript because Rspack loads
// loaders itself; it reaches the server's pages through a global the plugin sets.
export default async function devIndexLoader() {
  // Never cached: the files it builds live in this server's data folder only.
  this.cacheable(false);
  const indexText = globalThis[Symbol.for('site:search-dev-index')];
  if (typeof indexText !== 'function')
    throw new Error(
      'site-search: the dev index was requested outside the dev server',
    );
  return await indexText(this.resourcePath);
}
