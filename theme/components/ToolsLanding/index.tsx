import { useLocation } from '@rspress/core/runtime';
import { useId } from 'react';
import { fill, type SiteLang, textsOf } from '../../../config/locales';
import {
  localizeTool,
  RSTACK_TOOLS,
  showcaseLang,
} from '../../../config/rstack-tools';
import './index.css';

export interface ToolsLandingProps {
  lang?: SiteLang;
}

/** The home-page block introducing Rspress's sibling tools, after the feature cards. */
export function ToolsLanding({ lang: langProp }: ToolsLandingProps) {
  const { pathname } = useLocation();
  const lang = showcaseLang(langProp, pathname);
  const texts = textsOf(lang);
  const headingId = useId();
  return (
    <section className="tools-landing" aria-labelledby={headingId}>
      <h2 id={headingId} className="tools-landing__title">
        {texts.rstack.landingTitle}
      </h2>
      <p className="tools-landing__tagline">{texts.rstack.landingTagline}</p>
      <ul className="tools-landing__grid">
        {RSTACK_TOOLS.map((entry) => {
          const tool = localizeTool(entry, lang);
          return (
            <li key={tool.name} className="tools-landing__card">
              <img
                className="tools-landing__logo"
                src={tool.logo}
                alt={fill(texts.rstack.logoAlt, { name: tool.name })}
                width={48}
                height={48}
                loading="lazy"
              />
              <h3 className="tools-landing__name">{tool.name}</h3>
              <p className="tools-landing__desc">{tool.description}</p>
              <a
                className="tools-landing__link"
                href={tool.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {tool.urlText}
                <span className="sr-only"> {texts.newTab}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
