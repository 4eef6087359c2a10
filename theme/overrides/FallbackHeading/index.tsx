import { slug, THEME_CLASS } from '../../../framework/runtime';
// Through the theme alias, like the original component, so MDX overrides apply and the bundle
// shares one copy of the MDX element map with the rest of the theme.
import {
  getCustomMDXComponent,
  renderInlineMarkdown,
} from '@rspress/core/theme';
import { Fragment } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The theme's runtime heading (used by overview pages and pages without an h1), with its "#"
 * anchor kept out of the tab order like the Markdown headings (config/rehype-header-anchors.ts).
 */
export function FallbackHeading({
  level,
  title,
}: {
  level: Level;
  title: string;
}) {
  if (import.meta.env.SSG_MD)
    return <Fragment>{`${'#'.repeat(level)} ${title}\n\n`}</Fragment>;
  const id = title ? slug(title.trim()) : '';
  if (!id) return null;
  const components = getCustomMDXComponent();
  const Heading = components[`h${level}`] ?? components.h1;
  const Anchor = components.a;
  return (
    <Heading id={id}>
      <span {...renderInlineMarkdown(title)} />
      <Anchor
        className={THEME_CLASS.headerAnchor}
        href={`#${id}`}
        aria-hidden
        tabIndex={-1}
      >
        #
      </Anchor>
    </Heading>
  );
}
