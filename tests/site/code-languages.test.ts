/** Every code-block language of the pages is preloaded (config/code-languages.ts says why). */
import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES } from '../../config/code-languages';
import { codeBlocks, listDocFiles, readDoc } from '../support/docs';
import { LANGS } from './routes';

const PLAIN = new Set(['text', 'txt', 'plaintext', '']);

describe('code-block languages', () => {
  it('are all loaded before the first page compiles', () => {
    const used = new Set(
      LANGS.flatMap((lang) =>
        listDocFiles(lang).flatMap((file) =>
          codeBlocks(readDoc(lang, file)).map((block) => block.lang),
        ),
      ),
    );
    const missing = [...used].filter(
      (lang) =>
        !PLAIN.has(lang) &&
        !(CODE_LANGUAGES as readonly string[]).includes(lang),
    );
    expect(missing).toEqual([]);
  });
});
