import { describe, expect, it } from 'vitest';
import {
  isMarker,
  normaliseSource,
  readMarker,
  sourceHash,
  writeMarker,
} from './source-hash';

const page = `---
title: Deploy
description: Publish the built site.
---

# Deploy

Run the build, then upload \`doc_build\`.

\`\`\`bash
npm run build
\`\`\`
`;

describe('sourceHash', () => {
  it('is twelve hex digits and changes with the prose', () => {
    expect(isMarker(sourceHash(page))).toBe(true);
    expect(sourceHash(page.replace('upload', 'copy'))).not.toBe(
      sourceHash(page),
    );
  });

  it('changes with code samples', () => {
    expect(sourceHash(page.replace('npm run build', 'pnpm build'))).not.toBe(
      sourceHash(page),
    );
  });

  it('ignores whitespace-only edits: re-wrapping, indentation, blank lines, line endings', () => {
    const rewrapped = page
      .replace('Run the build, then', 'Run the build,\nthen')
      .replace('# Deploy\n', '# Deploy\n\n\n');
    expect(sourceHash(rewrapped)).toBe(sourceHash(page));
    expect(sourceHash(page.replace(/\n/g, '\r\n'))).toBe(sourceHash(page));
    expect(
      sourceHash(page.replace('npm run build', '  npm   run build  ')),
    ).toBe(sourceHash(page));
  });

  it('ignores front-matter-only edits', () => {
    const retitled = page
      .replace('title: Deploy', 'title: Deploying')
      .replace('Publish the built site.', 'Ship it.');
    expect(sourceHash(retitled)).toBe(sourceHash(page));
    expect(
      sourceHash(page.replace('---\n\n#', 'sidebar: false\n---\n\n#')),
    ).toBe(sourceHash(page));
  });

  it('counts the home layout’s hero and features, which are the home page’s content', () => {
    const home = (tagline: string) =>
      `---\npageType: home\nhero:\n  name: Rspress\n  tagline: ${tagline}\n---\n`;
    expect(sourceHash(home('Fast docs'))).not.toBe(
      sourceHash(home('Quick docs')),
    );
    expect(normaliseSource(home('Fast docs'))).toContain('Fast docs');
  });
});

describe('writeMarker / readMarker', () => {
  it('adds the marker at the end of the front matter and keeps the rest byte for byte', () => {
    const marked = writeMarker(page, 'abcdef012345');
    expect(marked).toBe(
      page.replace(
        'description: Publish the built site.\n',
        "description: Publish the built site.\nsourceHash: 'abcdef012345'\n",
      ),
    );
    expect(readMarker(marked)).toBe('abcdef012345');
  });

  it('replaces an existing marker in place', () => {
    const marked = writeMarker(
      writeMarker(page, 'abcdef012345'),
      '0123456789ab',
    );
    expect(readMarker(marked)).toBe('0123456789ab');
    expect(marked.match(/sourceHash/g)).toHaveLength(1);
  });

  it('fills an empty front matter block, and never mistakes a later rule for its end', () => {
    expect(writeMarker('---\n---\n\n# T\n', 'abcdef012345')).toBe(
      "---\nsourceHash: 'abcdef012345'\n---\n\n# T\n",
    );
    const withRule = '---\ntitle: A\n---\n\n# A\n\n---\n\nAfter the rule.\n';
    expect(writeMarker(withRule, 'abcdef012345')).toBe(
      withRule.replace('title: A\n', "title: A\nsourceHash: 'abcdef012345'\n"),
    );
    const crlf = '---\r\ntitle: A\r\n---\r\n# A\r\n';
    expect(readMarker(writeMarker(crlf, 'abcdef012345'))).toBe('abcdef012345');
  });

  it('creates a front matter block for a page without one', () => {
    expect(readMarker(writeMarker('# Title\n', 'abcdef012345'))).toBe(
      'abcdef012345',
    );
  });

  it('reads no marker from a page without one or with a malformed one', () => {
    expect(readMarker(page)).toBeNull();
    expect(
      readMarker(page.replace('---\n\n#', 'sourceHash: nothex\n---\n\n#')),
    ).toBeNull();
  });

  it('never changes what the marker hashes, so marking a source-language page is harmless', () => {
    expect(sourceHash(writeMarker(page, 'abcdef012345'))).toBe(
      sourceHash(page),
    );
  });
});
