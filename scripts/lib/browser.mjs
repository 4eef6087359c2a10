// The command-line flags every headless Chromium of this project runs with: the e2e tests,
// the benchmarks, Lighthouse and the picture generators.
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Flags for a headless Chromium on a CI machine: no sandbox as root, no background traffic. */
export const CHROMIUM_ARGS = [
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
];
