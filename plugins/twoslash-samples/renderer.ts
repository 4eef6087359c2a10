/**
 * How a name with type information renders: a tab stop whose `aria-description` holds its type
 * (and the `@default` of its doc comment), which a screen reader reads on focus and
 * twoslash.css shows as a popup on hover and on focus. One attribute per name and no popup
 * element keeps a page with a few hundred names small, the copy button copies the code alone,
 * and nothing depends on JavaScript.
 */
import {
  defaultHoverInfoProcessor,
  type TwoslashRenderer,
} from '@shikijs/twoslash/core';

/** The class of a name with a type popup (twoslash.css). */
export const HOVER_CLASS = 'twoslash-hover';

/** What the popup of a name says. */
export function describeType(
  type: string,
  tags: [name: string, text: string | undefined][] | undefined,
): string {
  const fallback = tags?.find(([name]) => name === 'default')?.[1];
  const signature = defaultHoverInfoProcessor(type);
  return fallback ? `${signature}\n@default ${fallback}` : signature;
}

export function popupRenderer(): TwoslashRenderer {
  return {
    nodeStaticInfo(info, node) {
      return {
        type: 'element',
        tagName: 'span',
        properties: {
          class: HOVER_CLASS,
          tabindex: 0,
          'aria-description': describeType(info.text, info.tags),
        },
        children: [node],
      };
    },
  };
}
