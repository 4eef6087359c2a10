/**
 * DocSearch 4.7 sets its "error" status when every Algolia host is unreachable, but its
 * autocomplete core resets the status to idle right after, so the reader sees "No results"
 * instead of the error screen. Wrapping the search client tells us about failures ourselves.
 */
export interface SearchClientLike {
  search: (...args: never[]) => Promise<unknown>;
}

export function reportSearchOutcome<Client extends SearchClientLike>(
  client: Client,
  report: (failed: boolean) => void,
): Client {
  const search = (async (...args: Parameters<Client['search']>) => {
    try {
      const result = await client.search(...args);
      report(false);
      return result;
    } catch (error) {
      report(true);
      throw error;
    }
  }) as Client['search'];
  return Object.assign(Object.create(Object.getPrototypeOf(client)), client, {
    search,
  });
}
