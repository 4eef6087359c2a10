/**
 * MDX syntax (/guide/basic/use-mdx/): heading ids, containers, code block meta and what a
 * `.md` file does with JSX, as the built HTML shows them.
 */
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from '../support/fixture-site';

/** The rendered doc content of a built page (between the doc container and the footer). */
function contentOf(html: string): string {
  return html.slice(
    html.indexOf('rp-doc rspress-doc'),
    html.indexOf('rp-doc-footer'),
  );
}

describe('MDX syntax in a built page', () => {
  const build = useFixtureBuild('guide-mdx-syntax');

  it('uses a {#id} suffix as the heading id and slugs the others', () => {
    const ids = [
      ...contentOf(build().read('index.html')).matchAll(
        /<h[1-6][^>]*id="([^"]+)"/g,
      ),
    ].map((match) => match[1]);
    expect(ids).toEqual(['syntax', 'install', 'plain-heading']);
    expect(contentOf(build().read('index.html'))).not.toContain('{#install}');
  });

  it('titles an untitled container with the English type name, and a GitHub alert with the type in capitals', () => {
    const titles = [
      ...contentOf(build().read('index.html')).matchAll(
        /rp-callout rp-callout--(\w+)"><div class="rp-callout__title">([^<]*)/g,
      ),
    ].map((match) => `${match[1]}: ${match[2]}`);
    expect(titles).toContain('tip: Tip');
    expect(titles).toContain('warning: Closed properly');
    expect(titles).toContain('note: NOTE');
  });

  it('leaves a box open when its closing ::: directly follows a list item: the next paragraph ends up inside', () => {
    const content = contentOf(build().read('index.html'));
    const danger = content.slice(content.indexOf('rp-callout--danger'));
    const dangerBox = danger.slice(0, danger.indexOf('rp-callout--note'));
    expect(dangerBox).toContain('Swallowed paragraph.');
    expect(dangerBox).toContain(':::info Next box');
    expect(content).not.toContain('rp-callout--info');
  });

  it('turns code block meta into a title attribute on the <pre>', () => {
    expect(contentOf(build().read('index.html'))).toMatch(
      /<pre [^>]*data-lang="ts" data-title="src\/sum\.ts">/,
    );
  });

  it('passes raw HTML through in a .md file, but leaves a capitalised JSX tag as an unknown HTML element', () => {
    const content = contentOf(build().read('plain.html'));
    expect(content).toContain('<kbd>Ctrl</kbd>');
    expect(content).toContain('<badge text="not a component">');
    expect(content).not.toContain('rp-badge');
  });
});
