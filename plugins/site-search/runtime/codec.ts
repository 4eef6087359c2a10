/**
 * A compact, sharded form of MiniSearch's serialised index.
 *
 * - Compact: MiniSearch writes posting lists as objects keyed by document number
 *   (`{"12": 1, "15": 3}`); here they are flat arrays of gaps and counts (`[12, 1, 3, 3]`),
 *   about a quarter smaller after gzip.
 * - Sharded: the terms are grouped by their first characters (see `shardKey`), the groups
 *   packed into shards by the build (see `ShardLayout`), and the document statistics BM25 needs
 *   (lengths, averages, counts) go into a base. A search loads the base and the shards of its
 *   words only; scores equal those of the whole index, since a term's score depends only on its
 *   own postings and the base.
 *
 * The browser puts the pieces back into MiniSearch's own shape for `MiniSearch.loadJS`.
 */
import type { AsPlainObject } from 'minisearch';
import { isHan } from './tokenize';

export interface IndexBase {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount?: number;
  serializationVersion: number;
  /** Document id by short id (short ids run 0, 1, 2… in an index that never removed one). */
  documentIds: unknown[];
  fieldLength: number[][];
}

/** `[term, fieldId, postings, fieldId, postings…]`, postings as `[gap, count, gap, count…]`. */
export type CompactTerm = (string | number | number[])[];

/**
 * The group a term belongs to: its first Chinese character, or its first two letters. A prefix
 * or a one-letter typo after the second letter stays in the group of the word typed, so prefix
 * and fuzzy search see every candidate.
 */
export function shardKey(term: string): string {
  return isHan(term[0] ?? '') ? term[0] : term.slice(0, 2);
}

/**
 * Which shard holds each group of terms: the keys of shard n, joined by spaces (keys hold no
 * spaces). A key no shard lists has no terms, so a word with that key needs no shard at all.
 */
export type ShardLayout = string[];

export function readLayout(layout: ShardLayout): Map<string, number> {
  return new Map(
    layout.flatMap((keys, shard) =>
      keys.split(' ').map((key): [string, number] => [key, shard]),
    ),
  );
}

export function splitIndex(
  index: AsPlainObject,
  layout: ShardLayout,
): { base: IndexBase; shards: CompactTerm[][] } {
  const shardByKey = readLayout(layout);
  const shortIds = Object.keys(index.documentIds).map(Number);
  if (shortIds.some((shortId, position) => shortId !== position))
    throw new Error('splitIndex: short ids must run from 0 without gaps');
  const shards: CompactTerm[][] = layout.map(() => []);
  for (const [term, fields] of index.index) {
    const entry: CompactTerm = [term];
    for (const [fieldId, counts] of Object.entries(fields)) {
      const postings: number[] = [];
      let previous = 0;
      for (const shortId of Object.keys(counts)
        .map(Number)
        .sort((a, b) => a - b)) {
        postings.push(shortId - previous, counts[shortId]);
        previous = shortId;
      }
      entry.push(Number(fieldId), postings);
    }
    const shard = shardByKey.get(shardKey(term));
    if (shard === undefined)
      throw new Error(
        `splitIndex: no shard for the terms of "${shardKey(term)}"`,
      );
    shards[shard].push(entry);
  }
  return {
    base: {
      documentCount: index.documentCount,
      nextId: index.nextId,
      fieldIds: index.fieldIds,
      averageFieldLength: index.averageFieldLength,
      dirtCount: index.dirtCount,
      serializationVersion: index.serializationVersion,
      documentIds: shortIds.map((shortId) => index.documentIds[shortId]),
      fieldLength: shortIds.map((shortId) => index.fieldLength[shortId]),
    },
    shards,
  };
}

/** MiniSearch's serialised shape, from the base and the terms of some shards. */
export function joinIndex(
  base: IndexBase,
  terms: Iterable<CompactTerm>,
): AsPlainObject {
  const index: AsPlainObject['index'] = [];
  for (const [term, ...rest] of terms) {
    const fields: Record<string, Record<string, number>> = {};
    for (let i = 0; i < rest.length; i += 2) {
      const postings = rest[i + 1] as number[];
      const counts: Record<string, number> = {};
      let shortId = 0;
      for (let j = 0; j < postings.length; j += 2) {
        shortId += postings[j];
        counts[shortId] = postings[j + 1];
      }
      fields[rest[i] as number] = counts;
    }
    index.push([term as string, fields]);
  }
  return {
    documentCount: base.documentCount,
    nextId: base.nextId,
    fieldIds: base.fieldIds,
    averageFieldLength: base.averageFieldLength,
    dirtCount: base.dirtCount,
    serializationVersion: base.serializationVersion,
    documentIds: Object.fromEntries(
      base.documentIds.map((id, shortId) => [shortId, id]),
    ),
    fieldLength: Object.fromEntries(
      base.fieldLength.map((lengths, shortId) => [shortId, lengths]),
    ),
    storedFields: {},
    index,
  };
}
