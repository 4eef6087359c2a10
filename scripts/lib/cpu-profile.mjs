// Reads a V8 CPU profile (`node --cpu-prof`) of a dev server and says where its main thread spent
// the time: the functions with the most self time, and the packages or project files with the
// most inclusive time (each counted once per sample, however deep it recurs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `node_modules/<package>` for code in a package, the project-relative path for ours. */
function ownerOf(url, projectDir) {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node: (built-in modules)';
  const packages = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (packages) return packages.at(-1).replace('node_modules/', '');
  return url.startsWith('file:')
    ? path.relative(projectDir, fileURLToPath(url))
    : url;
}

/** The summary of the one `.cpuprofile` in `dir`: `{ sampledMs, selfTime, byOwner }`, top first. */
export function summarizeProfile(dir, projectDir, top = 12) {
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: worker threads write their own; thread 0
  // is the main thread.
  const name = readdirSync(dir).find((file) =>
    /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(file),
  );
  if (!name)
    throw new Error(
      `no main-thread CPU profile in ${dir}: did the process exit without writing it?`,
    );
  const profile = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map();
  const byOwner = new Map();
  let sampledMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') return;
    sampledMs += ms;
    const where = ownerOf(callFrame.url, projectDir);
    const key = `${callFrame.functionName || '(anonymous)'} (${where})`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const counted = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const owner = ownerOf(nodes.get(at).callFrame.url, projectDir);
      if (counted.has(owner)) continue;
      counted.add(owner);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    }
  });
  const sorted = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => ({ key, ms }));
  byOwner.delete('(native)');
  return { sampledMs, selfTime: sorted(self), byOwner: sorted(byOwner) };
}
