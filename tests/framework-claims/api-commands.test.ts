/**
 * What /api/commands says the rspress binary does, on the installed version: bad input fails
 * `rspress build` loudly and names the place (MDX syntax errors and dead links, proven on
 * fixture sites), and the exit codes and messages of wrong flags, components, roots and
 * config paths.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRspress } from '../support/export-surface';
import { buildFixture, startRspress } from '../support/fixture-site';

describe('rspress build on bad input', () => {
  it('fails on an MDX syntax error and names the file', () => {
    const build = buildFixture('broken-mdx');
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/broken\.mdx/);
  }, 120_000);

  it('fails on a dead internal link and names the file and the link', () => {
    const build = buildFixture('dead-link');
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/index\.md/);
    expect(build.output).toMatch(/\/guide\/missing/);
  }, 120_000);
});

const RSPRESS_BIN = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/package.json'),
  ),
  'bin',
  'rspress.js',
);

describe('the rspress binary', () => {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'rspress-cli-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it('exits with code 1 and names an unknown flag', () => {
    const result = runRspress(['build', '--mininfy'], cwd);
    expect(result.status).toBe(1);
    expect(result.output).toContain('Unknown option `--mininfy`');
  }, 60_000);

  it('exits with code 1 when asked to eject an unknown component', () => {
    const result = runRspress(['eject', 'NoSuchComponent'], cwd);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/Component NoSuchComponent not found/);
  }, 60_000);

  it('joins an absolute [root] to the current folder', () => {
    const absoluteRoot = path.join(cwd, 'docs');
    const result = runRspress(['build', absoluteRoot], cwd);
    expect(result.status).toBe(1);
    expect(result.output).toContain(path.join(cwd, absoluteRoot));
  }, 60_000);

  it('lets rspress eject ignore --config, even a missing file', () => {
    const result = runRspress(['eject', '-c', 'missing.config.ts'], cwd);
    expect(result.status).toBe(0);
    expect(result.output).not.toContain('Cannot find config file');
  }, 60_000);

  it('fails rspress preview with code 1 when nothing was built', () => {
    const result = runRspress(['preview'], cwd);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'does not exist, please build the project before previewing',
    );
  }, 60_000);

  it('lists -v, --version only in the general help: build, preview and eject leave it out', () => {
    const general = runRspress(['--help'], cwd);
    expect(general.status).toBe(0);
    expect(general.output).toContain('-v, --version');
    // The banner comes first, also with --help.
    expect(general.output.trimStart().startsWith('🔥 Rspress v')).toBe(true);
    // The general help lists the commands and the dev server's flags.
    expect(general.output).toContain('Commands:');
    for (const command of [
      'build [root]',
      'preview [root]',
      'eject [component]',
    ])
      expect(general.output, command).toContain(command);
    for (const flag of ['--port <port>', '--host [host]', '--base <base>'])
      expect(general.output, flag).toContain(flag);
    // `dev` is an alias of the default command: its help is the general one, with the commands.
    const dev = runRspress(['dev', '--help'], cwd);
    expect(dev.output).toContain('-v, --version');
    expect(dev.output).toContain('Commands:');
    for (const command of ['build', 'preview', 'serve', 'eject']) {
      const help = runRspress([command, '--help'], cwd);
      expect(help.status, command).toBe(0);
      expect(help.output, command).toContain('-c, --config <config>');
      expect(help.output, command).toContain('-h, --help');
      expect(help.output, command).not.toContain('--version');
    }
    // The aliases appear in no help.
    expect(general.output).not.toMatch(/\bserve\b/);
    expect(general.output).not.toMatch(/\$ rspress dev\b/);
  }, 60_000);

  it('prints the version for a bare -v and ignores -v after a command name', () => {
    const version = runRspress(['-v'], cwd);
    expect(version.status).toBe(0);
    expect(version.output).toMatch(/rspress\/\d+\.\d+\.\d+ \S+-\S+ node-v\d+/);
    expect(version.output).toContain('🔥 Rspress v');
    // `build -v` runs the build, which fails here on the missing docs folder.
    const build = runRspress(['build', '-v'], cwd);
    expect(build.status).toBe(1);
    expect(build.output).toContain('Failed to read directory');
  }, 60_000);

  it('takes an unknown first word as the dev root: the server keeps running and reports Failed to read directory', () => {
    const result = spawnSync(
      process.execPath,
      [RSPRESS_BIN, 'biuld', '--port', '39817'],
      {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
        // Still running after the compile error: only this kill ends it.
        timeout: 10_000,
        killSignal: 'SIGKILL',
      },
    );
    const output = `${result.stdout}${result.stderr}`;
    expect(result.signal, output).toBe('SIGKILL');
    expect(output).toContain('Local:');
    expect(output).toContain(
      `Failed to read directory: ${path.join(cwd, 'biuld')}`,
    );
  }, 30_000);

  it('preview: PORT wins over --port, an unknown URL gets the home page HTML with status 200, SIGTERM exits with 143', async () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'rspress-preview-'));
    mkdirSync(path.join(site, 'doc_build'));
    writeFileSync(
      path.join(site, 'doc_build', 'index.html'),
      '<!doctype html><title>Home</title><p>Home page</p>',
    );
    writeFileSync(
      path.join(site, 'doc_build', 'guide.html'),
      '<!doctype html><p>Guide</p>',
    );
    const { child, output, exited } = await startRspress(
      ['preview', '--port', '41732'],
      {
        cwd: site,
        env: { PORT: '41731' },
        ready: (text) => /Local:\s+http:\/\/\S+/.test(text),
        timeout: 30_000,
      },
    );
    try {
      const local = /Local:\s+(http:\/\/\S+)/.exec(output)![1];
      expect(local).toBe('http://localhost:41731/');
      const missing = await fetch(`${local}no/such/page`, {
        headers: { accept: 'text/html' },
      });
      expect(missing.status).toBe(200);
      expect(await missing.text()).toContain('<p>Home page</p>');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(143);
    rmSync(site, { recursive: true, force: true });
  }, 60_000);

  it('rspress dev closes the server and exits with code 0 on SIGINT (Ctrl+C) and on SIGTERM', async () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'rspress-dev-term-'));
    mkdirSync(path.join(site, 'docs'));
    writeFileSync(path.join(site, 'docs', 'index.md'), '# Home\n');
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const { child, exited } = await startRspress(['dev', '--port', '41741'], {
        cwd: site,
        ready: (text) => /built in/.test(text),
      });
      child.kill(signal);
      expect(await exited, signal).toBe(0);
    }
    rmSync(site, { recursive: true, force: true });
  }, 150_000);

  it('fails with code 1 when --config names a missing file', () => {
    const result = runRspress(['build', '-c', 'missing.config.ts'], cwd);
    expect(result.status).toBe(1);
    expect(result.output).toContain('Cannot find config file');
  }, 60_000);
});

/*
 * Claims of /api/commands backed by a read of the installed code (@rspress/core 2.0.22, paths
 * under @rspress/core/dist; @rsbuild/core 2.2.14 under @rsbuild/core/dist). Re-audited claim
 * by claim; the dev/preview signal handling and the port/host priorities were also run by hand.
 * - commands, aliases, options and NODE_ENV per command: cli/index.js:12-101 (dev 17,
 *   build 60, preview 78; eject never calls loadConfigFile, 91-100).
 * - [root]: path.join(cwd, root), else the config's root (absolute kept), else docs
 *   (config/loadConfigFile.js:19-23); "No config file found" (:8); rspress.config + .js .ts .mjs
 *   .mts .cjs .cts (@rspress/shared dist/constants.js).
 * - dev port priority: --port (extraRsbuildConfig, merged last, node/initRsbuild.js:384), then
 *   builderConfig.server.port, then PORT outside production (:108), then Rsbuild's 3000; the
 *   free-port move is silent (node/dev.js:31-33, getPortSilently).
 * - preview: PORT > --port > builderConfig.server.port > 4173 and HOST > --host > … >
 *   'localhost' (node/serve.js:13-14); the "port … is in use" tip (m.js:5905, printed without
 *   getPortSilently); a bare --host (true) becomes 0.0.0.0 (m.js:3822); unknown paths get the
 *   index HTML through htmlFallback 'index' (m.js:2746-2754).
 * - "Network: use --host to expose" when server.host is unset (m.js:5874).
 * - shortcuts c, o, q, u, and r because Rspress passes `restart` to createRsbuild
 *   (node/initRsbuild.js:387; m.js:3332 canRestart, 7517-7553, 8433).
 * - restart on add/unlink under root, public/ ignored (node/initRsbuild.js:119-135).
 * - dead links: logged, thrown only when isProduction() (node/mdx/remarkPlugins/link.js:34-35).
 * - --base gets leading and trailing slashes (node/PluginDriver.js:57).
 * - RSPRESS_LAZY_COMPILATION, RSPRESS_PERSISTENT_CACHE (node/initRsbuild.js:117,197);
 *   RSPRESS_SSG_* defaults 32, 10, 1000000000, threads ceil(pages/100) capped by CPUs
 *   (node/ssg/ssgEnv.js:7-32); DEBUG rsbuild|builder|* keeps the SSG bundle
 *   (@rspress/shared dist/index.js:7-15, node/ssg/rsbuildPluginSSG.js:79).
 * - exit codes: dev closes and exits 0 on SIGINT/SIGTERM (cli/index.js:49-57); preview exits
 *   143 on SIGTERM after closing (m.js:8229-8246) and has no SIGINT handler (130 from the
 *   shell); build catches and exits 1 (cli/index.js:72-75); eject of an unknown name exits 1
 *   (node/eject.js:76-83), overwrites after a warning (:88-91), list (:12-36).
 * - -v acts only without a matched command name (o~0.js:2150, cac).
 */
