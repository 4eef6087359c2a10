import { useLang } from '@rspress/core/runtime';
import { Search, ZH_LOCALES } from '@rspress/plugin-algolia/runtime';
import { useEffect } from 'react';
import { type AlgoliaConfig, languageFilter } from './algolia-config';

export interface AlgoliaDocSearchProps {
  config: AlgoliaConfig;
  /** Open the modal as soon as DocSearch has mounted (the reader already asked for it). */
  openOnMount: boolean;
}

/** DocSearch through the official plugin's runtime, filtered to the page's language. */
export default function AlgoliaDocSearch({ config, openOnMount }: AlgoliaDocSearchProps) {
  const lang = useLang() || 'en';
  useEffect(() => {
    if (openOnMount) document.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
  }, [openOnMount]);
  return (
    <Search
      locales={ZH_LOCALES}
      docSearchProps={{
        appId: config.appId,
        apiKey: config.apiKey,
        indexName: config.indexName,
        searchParameters: languageFilter(lang),
      }}
    />
  );
}
