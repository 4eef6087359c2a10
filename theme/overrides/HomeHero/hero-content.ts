type HeroImageSource = string | { light: string; dark: string } | undefined;

/** The hero headline split on line breaks, blank lines dropped. */
export function heroTextLines(text: string | undefined): string[] {
  return (text ?? '').split('\n').filter((line) => line.trim() !== '');
}

/**
 * One image when light and dark share a source; the two scheme-specific images otherwise
 * (the theme's CSS shows the one matching the scheme). Null when there is no image.
 */
export function heroImageSources(
  src: HeroImageSource,
): { src: string; scheme: 'both' | 'light' | 'dark' }[] | null {
  if (!src) return null;
  if (typeof src === 'string') return [{ src, scheme: 'both' }];
  if (src.light === src.dark) return [{ src: src.light, scheme: 'both' }];
  return [
    { src: src.light, scheme: 'light' },
    { src: src.dark, scheme: 'dark' },
  ];
}

/** `srcset` and `sizes` may be written as lists in front matter; HTML wants one string. */
export function joinList(
  value: string | string[] | undefined,
): string | undefined {
  const joined = (Array.isArray(value) ? value : [value])
    .filter(Boolean)
    .join(', ');
  return joined || undefined;
}
