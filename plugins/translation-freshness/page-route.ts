/** The route a page file becomes with clean URLs: `guide/a.mdx` → `/guide/a`, `api/index.md` → `/api/`. */
export function pageRoute(page: string): string {
  const withoutExtension = page.replace(/\.mdx?$/, '');
  if (withoutExtension === 'index') return '/';
  if (withoutExtension.endsWith('/index'))
    return `/${withoutExtension.slice(0, -'index'.length)}`;
  return `/${withoutExtension}`;
}
