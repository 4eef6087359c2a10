/**
 * A compact form of MiniSearch's serialised index. MiniSearch writes posting lists as objects
 * keyed by document number (`{"12": 1, "15": 3}`); here they are flat arrays of gaps and
 * counts (`[12, 1, 3, 3]`), which is about a quarter smaller after gzip. The browser turns
 * it back into MiniSearch's own shape and hands it to `MiniSearch.loadJS`.
 */
import type { AsPlainObject } from 'minisearch';

export interface CompactIndex {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount?: number;
  serializationVersion: number;
  /** Document id by short id (short ids run 0, 1, 2… in an index that never removed one). */
  documentIds: unknown[];
  fieldLength: number[][];
  /** `[term, fieldId, postings, fieldId, postings…]`, postings as `[gap, count, gap, count…]`. */
  terms: (string | number | number[])[][];
}

export function compactIndex(index: AsPlainObject): CompactIndex {
  const shortIds = Object.keys(index.documentIds).map(Number);
  if (shortIds.some((shortId, position) => shortId !== position)) throw new Error('compactIndex: short ids must run from 0 without gaps');
  return {
    documentCount: index.documentCount,
    nextId: index.nextId,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    dirtCount: index.dirtCount,
    serializationVersion: index.serializationVersion,
    documentIds: shortIds.map((shortId) => index.documentIds[shortId]),
    fieldLength: shortIds.map((shortId) => index.fieldLength[shortId]),
    terms: index.index.map(([term, fields]) => [
      term,
      ...Object.entries(fields).flatMap(([fieldId, counts]) => {
        const postings: number[] = [];
        let previous = 0;
        for (const shortId of Object.keys(counts).map(Number).sort((a, b) => a - b)) {
          postings.push(shortId - previous, counts[shortId]);
          previous = shortId;
        }
        return [Number(fieldId), postings];
      }),
    ]),
  };
}

export function expandIndex(compact: CompactIndex): AsPlainObject {
  const index: AsPlainObject['index'] = compact.terms.map(([term, ...rest]) => {
    const fields: Record<string, Record<string, number>> = {};
    for (let i = 0; i < rest.length; i += 2) {
      const postings = rest[i + 1] as number[];
      const counts: Record<string, number> = {};
      let shortId = 0;
      for (let j = 0; j < postings.length; j += 1) {
        shortId += postings[j];
        counts[shortId] = postings[(j += 1)];
      }
      fields[rest[i] as number] = counts;
    }
    return [term as string, fields];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.nextId,
    fieldIds: compact.fieldIds,
    averageFieldLength: compact.averageFieldLength,
    dirtCount: compact.dirtCount,
    serializationVersion: compact.serializationVersion,
    documentIds: Object.fromEntries(compact.documentIds.map((id, shortId) => [shortId, id])),
    fieldLength: Object.fromEntries(compact.fieldLength.map((lengths, shortId) => [shortId, lengths])),
    storedFields: {},
    index,
  };
}
