/** Reads config/api-since.json, written by `npm run api-since`. */
import data from '../../config/api-since.json' with { type: 'json' };
import type { Category } from '../../scripts/api-since/names';

export const FIRST_RELEASE = '2.0.0';

const since = data.since as Record<Category, Record<string, string>>;

/** The first release with this name, or undefined when the data has no entry for it. */
export function sinceOf(category: Category, key: string): string | undefined {
  return Object.hasOwn(since[category], key) ? since[category][key] : undefined;
}
