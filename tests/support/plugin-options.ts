/**
 * The option names of an official plugin, read from its installed type declarations, and the
 * check that its page (docs/<lang>/plugin/official-plugins/<name>.mdx) has a heading for each.
 */
import type { Lang } from '../site/routes';
import { documentedNames } from './documented';

/**
 * `exhaustive<T>()(keys)` only compiles when `keys` names every key of T, so `tsc` fails when a
 * plugin gains an option its page lacks.
 */
export function exhaustive<T>() {
  return <const K extends readonly (keyof T & string)[]>(
    keys: K &
      ([Exclude<keyof T, K[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof T, K[number]> }),
  ): readonly string[] => keys;
}

/** `prefixed('feed', ['id'])` → `['feed.id']`: the heading names of nested options. */
export const prefixed = (prefix: string, keys: readonly string[]) =>
  keys.map((key) => `${prefix}.${key}`);

/** The options parameter of a plugin factory. */
export type Param<F extends (...args: never[]) => unknown> = NonNullable<
  Parameters<F>[0]
>;

/** The options that have no heading on the plugin's page in `lang`. */
export function undocumentedOptions(
  lang: Lang,
  plugin: string,
  options: readonly string[],
): string[] {
  const headings = documentedNames(
    lang,
    `plugin/official-plugins/${plugin}.mdx`,
  );
  return options.filter((option) => !headings.has(option));
}
