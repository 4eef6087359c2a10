import type { FrontMatterMeta } from '@rspress/core';
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import {
  Button,
  type HomeHeroProps,
  Link,
  renderHtmlOrText,
} from '@rspress/core/theme';
import { heroImageSources, heroTextLines, joinList } from './hero-content';
import './index.css';

/**
 * The home hero of the default theme, with one change that matters to assistive technology
 * and search engines: the name and headline form the page's single `<h1>` (the original
 * renders them as plain `<div>`s, leaving the home page without a top-level heading).
 * It keeps the original class names, so the default theme's styles apply unchanged.
 */
export function HomeHero({
  beforeHeroActions,
  afterHeroActions,
  image,
}: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero: NonNullable<FrontMatterMeta['hero']> = frontmatter.hero ?? {};
  const sources = heroImageSources(hero.image?.src);
  const hasImage = Boolean(image || sources);
  const badge =
    typeof hero.badge === 'string' ? { text: hero.badge } : hero.badge;

  return (
    <div
      className={
        hasImage ? 'rp-home-hero' : 'rp-home-hero rp-home-hero--no-image'
      }
    >
      <div className="rp-home-hero__container">
        {badge?.text &&
          (badge.link ? (
            <Link href={badge.link} className="rp-home-hero__badge">
              {badge.text}
            </Link>
          ) : (
            <div className="rp-home-hero__badge">{badge.text}</div>
          ))}
        <h1 className="rp-home-hero__content">
          <span className="rp-home-hero__title">
            <span
              className="rp-home-hero__title-brand"
              {...renderHtmlOrText(hero.name ?? '')}
            />
          </span>
          {heroTextLines(hero.text).map((line) => (
            <span
              key={line}
              className="rp-home-hero__subtitle"
              {...renderHtmlOrText(line)}
            />
          ))}
        </h1>
        {hero.tagline && (
          <p
            className="rp-home-hero__tagline"
            {...renderHtmlOrText(hero.tagline)}
          />
        )}
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              key={action.link}
              type="a"
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {afterHeroActions}
      </div>
      {image ? (
        <div className="rp-home-hero__image">{image}</div>
      ) : sources ? (
        <div className="rp-home-hero__image">
          {sources.map(({ src, scheme }) => (
            <img
              key={scheme}
              src={normalizeImagePath(src)}
              alt={hero.image?.alt ?? ''}
              srcSet={joinList(hero.image?.srcset)}
              sizes={joinList(hero.image?.sizes)}
              width={375}
              height={375}
              className={
                scheme === 'both'
                  ? 'rp-home-hero__image-img'
                  : `rp-home-hero__image-img rp-home-hero__image-img--${scheme}`
              }
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
