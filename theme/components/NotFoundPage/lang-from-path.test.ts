import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { homeOf, langFromPath } from '../../../config/locales';
import { setLangFromPathScript } from './lang-from-path';

describe('404 page language', () => {
  it('is Chinese for paths under /zh and English elsewhere', () => {
    expect(langFromPath('/zh/guide/missing')).toBe('zh');
    expect(langFromPath('/zh')).toBe('zh');
    expect(langFromPath('/zhuyin/page')).toBe('en');
    expect(langFromPath('/guide/missing')).toBe('en');
  });

  it('links each language to its own home without stacking prefixes', () => {
    expect(homeOf('zh')).toBe('/zh/');
    expect(homeOf('en')).toBe('/');
  });

  it('sets <html lang> from the path before the page paints', () => {
    for (const [pathname, lang] of [
      ['/zh/a/b', 'zh'],
      ['/a/b', 'en'],
      ['/zhuyin/b', 'en'],
      ['/zh', 'zh'],
      ['/', 'en'],
    ]) {
      const documentElement = { lang: 'en' };
      vm.runInNewContext(setLangFromPathScript, {
        document: { documentElement },
        location: { pathname },
      });
      expect(documentElement.lang).toBe(lang);
    }
  });
});
