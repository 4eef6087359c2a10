// Peak resident memory of a process and its descendants, sampled from /proc every 100 ms
// (Linux). Build tools fork workers, so the whole tree is summed at each sample.
import { readdirSync, readFileSync } from 'node:fs';

function childrenOf() {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(
        stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1],
      );
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended between listing and reading
    }
  }
  return children;
}

function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function treeResidentBytes(rootPid) {
  const children = childrenOf();
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += residentBytes(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Starts sampling; `stop()` returns the highest total seen. */
export function peakMemoryOf(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeResidentBytes(pid));
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
