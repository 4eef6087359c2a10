import { Head } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';
import { SITE_TITLE } from '../../../config/project';
import {
  homeOf,
  langFromPath,
  SITE_LANGS,
  textsOf,
} from '../../../config/locales';
import { setLangFromPathScript } from './lang-from-path';
import { FirstPaintMark } from '../../patches/first-paint/FirstPaintMark';
import './index.css';

/** Only the section in `<html lang>` shows; the others stay out of the accessibility tree. */
const showOnlyPageLanguage = `${SITE_LANGS.map((lang) => `html:not([lang='${lang}']) .not-found__text[data-lang='${lang}']`).join(',')}{display:none}`;

/**
 * The 404 page. Static hosts answer every missing path, English or Chinese, with the same
 * 404.html, so the page carries both languages and CSS shows the one matching `<html lang>`,
 * which an inline script sets from the path. Server and client render the same tree, so
 * nothing re-renders or mismatches during hydration whatever the language.
 */
export function NotFoundPage() {
  // The inline script only runs on a full page load; keep <html lang> right after that too.
  useLayoutEffect(() => {
    document.documentElement.lang = langFromPath(window.location.pathname);
  }, []);
  return (
    <div className="not-found">
      <Head>
        <title>{`404 - ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <style>{showOnlyPageLanguage}</style>
      <script dangerouslySetInnerHTML={{ __html: setLangFromPathScript }} />
      <main className="not-found__main">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        {SITE_LANGS.map((lang) => {
          const texts = textsOf(lang).notFound;
          return (
            <section
              key={lang}
              lang={lang}
              className="not-found__text"
              data-lang={lang}
            >
              <h1 className="not-found__title">{texts.title}</h1>
              <p>{texts.explanation}</p>
              <nav className="not-found__links" aria-label={texts.whereNext}>
                <a className="not-found__home" href={homeOf(lang)}>
                  {texts.home}
                </a>
                {/* Every other language's docs, each offered in its own language. */}
                {SITE_LANGS.filter((other) => other !== lang).map((other) => (
                  <a
                    key={other}
                    href={homeOf(other)}
                    hrefLang={other}
                    lang={other}
                  >
                    {textsOf(other).notFound.readInThisLanguage}
                  </a>
                ))}
              </nav>
            </section>
          );
        })}
      </main>
      <FirstPaintMark />
    </div>
  );
}
