/**
 * Same-sound groups of the index's Chinese characters (Node, at build time). Chinese readers
 * type through pinyin input methods, whose commonest slip is a character with the same reading:
 * 布署 for 部署. The browser gets, per toneless reading, the index's own characters that have it,
 * so that a query word the index lacks can be tried with one character swapped for another of
 * its group (runtime/sounds.ts). The pinyin dictionary itself stays at build time.
 */
import { pinyin } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;

/**
 * The groups, each a string of two or more characters sharing a toneless reading. A character is
 * read as in the index's own words (pinyin-pro reads words in context: 行 is hang in 行号 and
 * xing in 执行), so rare readings (句 as gou) make no false groups. A group lists first the
 * characters that begin the most index words: the browser tries those first in a word's first
 * place, where each may need the shard of its own words.
 */
export function soundGroups(terms: Iterable<string>): string[] {
  const starts = new Map<string, number>();
  const readings = new Map<string, Set<string>>();
  for (const term of terms) {
    const characters = [...term];
    if (!characters.every((character) => HAN.test(character))) continue;
    const sounds = pinyin(term, { toneType: 'none', type: 'array' });
    characters.forEach((character, i) => {
      starts.set(
        character,
        (starts.get(character) ?? 0) + (i === 0 && term.length > 1 ? 1 : 0),
      );
      readings.set(
        character,
        (readings.get(character) ?? new Set()).add(sounds[i]),
      );
    });
  }
  const byReading = new Map<string, string[]>();
  for (const character of [...starts.keys()].sort())
    for (const reading of readings.get(character)!)
      byReading.set(reading, [...(byReading.get(reading) ?? []), character]);
  return [...byReading.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, characters]) =>
      characters.sort((a, b) => starts.get(b)! - starts.get(a)!).join(''),
    )
    .filter((group) => [...group].length > 1);
}
