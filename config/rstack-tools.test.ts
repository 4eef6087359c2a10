import { describe, expect, it } from 'vitest';
import {
  localizeTool,
  RSTACK_ECOSYSTEM,
  RSTACK_TOOLS,
  showcaseLang,
} from './rstack-tools';

describe('Rstack tools data', () => {
  it('lists the six tools of the spec, each with text in both languages and a local logo', () => {
    expect(RSTACK_TOOLS.map((tool) => tool.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rslib',
      'Rspress',
      'Rsdoctor',
      'Rstest',
    ]);
    for (const tool of [...RSTACK_TOOLS, RSTACK_ECOSYSTEM]) {
      expect(tool.desc).toMatch(/[\u4e00-\u9fff]/);
      expect(tool.descEn).toMatch(/^[A-Z][\x20-\x7e]+$/);
      expect(tool.logo).toMatch(/^\/tools\/.+\.svg$/);
      expect(new URL(tool.url).protocol).toBe('https:');
    }
  });

  it('points the ecosystem entry at the awesome-rstack repository', () => {
    expect(RSTACK_ECOSYSTEM.url).toBe(
      'https://github.com/web-infra-dev/awesome-rstack',
    );
  });

  it('gives English readers the English site and description', () => {
    const rspack = localizeTool(RSTACK_TOOLS[0], 'en');
    expect(rspack).toMatchObject({
      url: 'https://rspack.rs/',
      urlText: 'rspack.rs',
      description: RSTACK_TOOLS[0].descEn,
    });
  });

  it('gives Chinese readers the Chinese site and description', () => {
    const rspack = localizeTool(RSTACK_TOOLS[0], 'zh');
    expect(rspack).toMatchObject({
      url: 'https://rspack.rs/zh/',
      description: RSTACK_TOOLS[0].desc,
    });
  });

  it('shows the repository path as link text for GitHub entries', () => {
    expect(localizeTool(RSTACK_ECOSYSTEM, 'en').urlText).toBe(
      'github.com/web-infra-dev/awesome-rstack',
    );
  });

  it('takes the language from the prop, else from a /zh path, else English', () => {
    expect(showcaseLang('en', '/zh/guide/')).toBe('en');
    expect(showcaseLang(undefined, '/zh/guide/start/introduction')).toBe('zh');
    expect(showcaseLang(undefined, '/guide/start/introduction')).toBe('en');
    expect(showcaseLang(undefined, '/zhuyin')).toBe('en');
    expect(showcaseLang(undefined, '/guide/zh/notes')).toBe('en');
  });
});
