// What a returning reader downloads after a deploy that changed one line of one page. Each
// variant is built from a copy of the docs, then again after a line is added to one English
// page (with the same persistent cache, as a CI with a cache would). The second build is compared
// with the first, file by file: how many files got a new name, and, for pages other than the
// edited one, the bytes (gzip for text) of what the page loads that the reader's cache cannot
// hold: a file whose path is new, or whose content changed under the same path.
import {
  cpSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { sizeOf } from './site-bytes.mjs';
import { copyRealDocs } from './synthetic-site.mjs';

/** Every file of a build: path relative to it → content digest. */
function fileDigests(dir) {
  const digests = new Map();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    let buffer;
    try {
      buffer = readFileSync(path.join(dir, file));
    } catch {
      continue; // a folder
    }
    digests.set(
      `/${file.split(path.sep).join('/')}`,
      createHash('sha1').update(buffer).digest('hex'),
    );
  }
  return digests;
}

const withoutHash = (file) =>
  file
    .replace(/\.[0-9a-f]{8,}(?=\.(?:js|css)$)/, '')
    .replace(/^\/static\//, '');

/**
 * `variants`: { key, label, build(root, outDir) } each; `editFile`: the page (relative to the
 * docs folder) that gets one more line; `pages`: { label, file } of built HTML pages other than
 * the edited one; `opened(dir, file)`: the same-origin paths a browser requests opening a page.
 */
export async function revisitCost({
  variants,
  docsDir,
  editFile,
  pages,
  workDir,
  opened,
  log,
}) {
  const rows = [];
  for (const variant of variants) {
    const root = path.join(workDir, `docs-revisit-${variant.key}`);
    rmSync(root, { recursive: true, force: true });
    copyRealDocs(docsDir, root);
    // One output folder for both builds, as a deploy has: the search data's temp folder is
    // named after it, and so are module ids. The first build is kept aside for the comparison.
    const after = path.join(workDir, `doc_build_revisit-${variant.key}`);
    const before = `${after}-before`;
    log(`revisit: ${variant.label}, build, edit ${editFile}, rebuild`);
    await variant.build(root, after);
    rmSync(before, { recursive: true, force: true });
    cpSync(after, before, { recursive: true });
    const page = path.join(root, editFile);
    writeFileSync(
      page,
      `${readFileSync(page, 'utf8').trimEnd()}\n\nOne more line, added by the revisit benchmark.\n`,
    );
    await variant.build(root, after);
    const old = fileDigests(before);
    const next = fileDigests(after);
    const renamed = [...next.keys()].filter((file) => !old.has(file));
    const changed = [...next.keys()].filter(
      (file) => old.has(file) && old.get(file) !== next.get(file),
    );
    const revisits = [];
    for (const { label, file } of pages) {
      const document = `/${file}`;
      let bytes = 0;
      const fetched = [];
      for (const requested of await opened(after, file)) {
        const local = requested.endsWith('/')
          ? `${requested}index.html`
          : requested;
        const key = next.has(local) ? local : `${local}.html`;
        if (!next.has(key) || key === document) continue;
        if (old.get(key) === next.get(key)) continue;
        bytes += sizeOf(path.join(after, key)).gzip;
        fetched.push(withoutHash(key));
      }
      revisits.push({ label, bytes, fetched });
    }
    rows.push({
      ...variant,
      files: next.size,
      renamed,
      changed,
      revisits,
    });
  }
  return rows;
}
