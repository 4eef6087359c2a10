/**
 * A load kept by key, so it runs once; a failed load is forgotten, so the next attempt (the
 * next query, reopening search) tries again.
 */
export function remember<K, T>(
  cache: Map<K, Promise<T>>,
  key: K,
  load: () => Promise<T>,
): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}
