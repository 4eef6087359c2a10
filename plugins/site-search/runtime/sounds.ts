/**
 * Chinese words mistyped with a character of the same reading (布署 for 部署), fixed with the
 * index's same-sound groups (`../sounds.ts` writes them at build time).
 */

export interface SameSound {
  /** The other characters that share a reading with this one, most word-starting first. */
  of(character: string): string[];
}

export function sameSoundOf(groups: readonly string[]): SameSound {
  const byCharacter = new Map<string, string[]>();
  for (const group of groups) {
    const characters = [...group];
    for (const character of characters)
      byCharacter.set(character, [
        ...(byCharacter.get(character) ?? []),
        ...characters.filter((other) => other !== character),
      ]);
  }
  return { of: (character) => [...new Set(byCharacter.get(character))] };
}

/**
 * The spellings of a Chinese word with one character swapped for a same-sound one, after the
 * first place (these fall in the word's own shard), or in the first place, likeliest first.
 */
export function soundSwaps(
  word: string,
  sameSound: SameSound,
  place: 'first' | 'rest',
): string[] {
  const characters = [...word];
  const swaps: string[] = [];
  const places = place === 'first' ? [0] : characters.map((_, i) => i).slice(1);
  for (const i of places) {
    for (const other of sameSound.of(characters[i]))
      swaps.push(
        [...characters.slice(0, i), other, ...characters.slice(i + 1)].join(''),
      );
  }
  return swaps;
}
