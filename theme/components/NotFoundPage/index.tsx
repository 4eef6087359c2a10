import { Head } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';
import { notFoundTexts } from '../../../config/layer-texts';
import { homeOf, langFromPath, type SiteLang } from '../../../config/site-lang';
import { setLangFromPathScript } from './lang-from-path';
import './index.css';

const LANGS: SiteLang[] = ['en', 'zh'];
const otherLang = (lang: SiteLang): SiteLang => (lang === 'en' ? 'zh' : 'en');

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
        <title>404 - Rspress</title>
        <meta name="robots" content="noindex" />
      </Head>
      <script dangerouslySetInnerHTML={{ __html: setLangFromPathScript }} />
      <main className="not-found__main">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        {LANGS.map((lang) => (
          <section key={lang} lang={lang} className="not-found__text" data-lang={lang}>
            <h1 className="not-found__title">{notFoundTexts.title[lang]}</h1>
            <p>{notFoundTexts.explanation[lang]}</p>
            <nav className="not-found__links" aria-label={notFoundTexts.whereNext[lang]}>
              <a className="not-found__home" href={homeOf(lang)}>
                {notFoundTexts.home[lang]}
              </a>
              <a href={homeOf(otherLang(lang))} hrefLang={otherLang(lang)} lang={otherLang(lang)}>
                {notFoundTexts.otherLanguage[lang]}
              </a>
            </nav>
          </section>
        ))}
      </main>
    </div>
  );
}
