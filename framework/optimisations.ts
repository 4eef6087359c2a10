/**
 * The optimisation report: each of the site's optimisations that rests on a framework
 * assumption is on, or off with a reason. An optimisation goes off when an assumption does not
 * hold (one warning names it and the file to update), when it would save too little to pay for
 * itself, or when the build never ran its transform (nothing is skipped in silence). When every
 * plugin's report is finished, the build prints one line listing them all.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { logger } from '@rspress/core';
import type { Assumption } from './assumptions';

const PAYS_FROM = JSON.parse(
  readFileSync(new URL('./pays-from.json', import.meta.url), 'utf8'),
) as { bytes: number; routeSplit: { fromRoutes: number } };

/**
 * An optimisation that saves less than this (gzip bytes, at the site's size; pays-from.json,
 * also read by the benchmark) stays off. The environment variable `SITE_OPTIMISATIONS_PAY_FROM`
 * overrides it; 0 keeps every optimisation on whatever it saves (builds that test the
 * optimisations themselves: the test variant, fixture builds).
 */
export const PAYS_FROM_BYTES = Number(
  process.env.SITE_OPTIMISATIONS_PAY_FROM ?? PAYS_FROM.bytes,
);

/**
 * The route count from which the route buckets and section sidebars, with the route runtime
 * they need, save PAYS_FROM_BYTES. Their net effect shows only in the compiled bundle (the
 * runtime's cost, gzip across the shared paths), so the build cannot estimate it before it
 * compiles; `npm run bench -- --optimisation-costs` measures it and writes this figure.
 */
export const ROUTE_SPLIT_FROM_ROUTES = PAYS_FROM.routeSplit.fromRoutes;

export const routeSplitPays = (routes: number): boolean =>
  PAYS_FROM_BYTES <= 0 || routes >= ROUTE_SPLIT_FROM_ROUTES;

/** The environment variable that switches optimisations off by name (comma list, or `all`). */
export const OFF_SWITCH = 'SITE_OPTIMISATIONS_OFF';

export const STATUS_LINE_PREFIX = '[site] optimisations:';

interface Entry {
  off?: string;
  fired: number;
  /** Must have fired by the end of the build, or it is reported off. */
  mustFire?: Assumption;
}

const reports = new Set<OptimisationReport>();
/** Assumptions already warned about in this process: one warning each, however many optimisations they switch off. */
const warned = new Map<string, string[]>();

export class OptimisationReport {
  private readonly entries = new Map<string, Entry>();
  private finished = false;

  constructor(names: readonly string[], env = process.env) {
    const switchedOff = (env[OFF_SWITCH] ?? '')
      .split(',')
      .map((name) => name.trim());
    for (const name of names) {
      const off =
        switchedOff.includes(name) || switchedOff.includes('all')
          ? `${OFF_SWITCH}`
          : undefined;
      this.entries.set(name, { off, fired: 0 });
    }
    reports.add(this);
  }

  private entry(name: string): Entry {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`unknown optimisation ${name}`);
    return entry;
  }

  isOn(name: string): boolean {
    return this.entry(name).off === undefined;
  }

  /** Switches an optimisation off; with an assumption, warns once naming it and the file to update. */
  off(name: string, reason: string, assumption?: Assumption): void {
    const entry = this.entry(name);
    if (entry.off !== undefined) return;
    entry.off = reason;
    if (!assumption) return;
    const names = warned.get(assumption.id);
    if (names) {
      names.push(name);
      return;
    }
    warned.set(assumption.id, [name]);
    logger.warn(
      `The framework assumption '${assumption.id}' does not hold on this @rspress/core (${reason}), so the optimisations it carries are off for this build (see the status line at the end). ` +
        `It was verified on ${assumption.verifiedOn.join(', ')}: ${assumption.what}. Update ${assumption.update} (see UPGRADING.md). The site falls back to Rspress's own behaviour.`,
    );
  }

  /** Checks a pre-build assumption; switches the optimisations off when it fails. */
  require(
    names: readonly string[],
    assumption: Assumption,
    problem: string | null,
  ): boolean {
    if (problem === null) return true;
    for (const name of names) this.off(name, problem, assumption);
    return false;
  }

  /** Marks that the build must run this optimisation's transform at least once. */
  expect(name: string, assumption: Assumption): void {
    this.entry(name).mustFire = assumption;
  }

  /** Records that an optimisation's transform ran and applied (`times` 0 only reads); returns the count. */
  fired(name: string, times = 1): number {
    this.entry(name).fired += times;
    return this.entry(name).fired;
  }

  /** Called at the end of the build: optimisations whose transform never ran go off. */
  finish(): void {
    for (const [name, entry] of this.entries) {
      if (entry.off === undefined && entry.mustFire && entry.fired === 0) {
        this.off(name, 'its transform never ran', entry.mustFire);
      }
    }
    this.finished = true;
    if ([...reports].every((report) => report.finished)) {
      // A plain line, so that scripts (the upgrade drill) can read it from the build log.
      console.log(statusLine([...reports]));
      reports.clear();
    }
  }

  states(): [string, string | undefined][] {
    return [...this.entries].map(([name, entry]) => [name, entry.off]);
  }
}

/** `[site] optimisations: page-fields=on, route-buckets=off (reason), …` */
export function statusLine(all: Iterable<OptimisationReport>): string {
  const parts = [...all].flatMap((report) =>
    report
      .states()
      .map(([name, off]) =>
        off === undefined ? `${name}=on` : `${name}=off (${off})`,
      ),
  );
  return `${STATUS_LINE_PREFIX} ${parts.join(', ')}`;
}

/**
 * Writes a file that differs on every build and returns its path. A transform that lists it as
 * a dependency runs on every build, also where the persistent cache holds its module: the
 * report of a build must come from transforms that ran in it. Only the few modules the
 * optimisations rewrite pay for this.
 */
export function writeBuildStamp(cacheDir: string): string {
  const file = path.join(cacheDir, 'site-optimisations.stamp');
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, `${process.pid} ${Date.now()} ${Math.random()}\n`);
  return file;
}

/** Whether saving this many gzip bytes of the first view pays. */
export const pays = (bytes: number): boolean =>
  PAYS_FROM_BYTES <= 0 || bytes >= PAYS_FROM_BYTES;

export const gzipBytes = (text: string): number => gzipSync(text).length;

/** Whether replacing `before` with `after` in the first view saves enough to pay. */
export function savings(
  before: string,
  after: string,
): { bytes: number; pays: boolean } {
  const bytes = gzipBytes(before) - gzipBytes(after);
  return { bytes, pays: pays(bytes) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
