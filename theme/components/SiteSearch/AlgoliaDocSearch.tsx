import { Search, ZH_LOCALES } from '@rspress/plugin-algolia/runtime';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { searchTexts } from '../../../config/layer-texts';
import { useSiteLang } from '../../use-site-lang';
import { type AlgoliaConfig, languageFilter } from '../../../config/algolia';
import { reportSearchOutcome, type SearchClientLike } from './search-failure';
import './algolia.css';

/** The spec's message (DocSearch's own English defaults); Chinese comes from the plugin's ZH_LOCALES. */
const ERROR_TEXTS = {
  en: { titleText: searchTexts.errorTitle.en, helpText: searchTexts.errorHelp.en },
  zh: ZH_LOCALES.zh.translations?.modal?.errorScreen,
};

export interface AlgoliaDocSearchProps {
  config: AlgoliaConfig;
  /** Open the modal as soon as DocSearch has mounted (the reader already asked for it). */
  openOnMount: boolean;
  /** Called once DocSearch is mounted and handles its own shortcuts. */
  onReady: () => void;
}

/** DocSearch through the official plugin's runtime, filtered to the page's language. */
export default function AlgoliaDocSearch({ config, openOnMount, onReady }: AlgoliaDocSearchProps) {
  const lang = useSiteLang();
  // Counts consecutive failures (0 after a success), so each failure looks up the open dropdown.
  const [failures, setFailures] = useState(0);
  const [dropdown, setDropdown] = useState<Element | null>(null);

  useEffect(() => {
    if (openOnMount) document.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
  }, [openOnMount]);

  useEffect(onReady, [onReady]);

  useEffect(() => {
    setDropdown(failures > 0 ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [failures]);

  const transformSearchClient = useCallback(
    <Client extends SearchClientLike>(client: Client) =>
      reportSearchOutcome(client, (failed) => setFailures((count) => (failed ? count + 1 : 0))),
    [],
  );

  const errorTexts = (lang === 'zh' ? ERROR_TEXTS.zh : undefined) ?? ERROR_TEXTS.en;
  return (
    <>
      <Search
        locales={ZH_LOCALES}
        docSearchProps={{
          appId: config.appId,
          apiKey: config.apiKey,
          indexName: config.indexName,
          searchParameters: languageFilter(lang),
          transformSearchClient,
        }}
      />
      {dropdown?.isConnected &&
        createPortal(
          <div className="DocSearch-ErrorScreen site-search-failure" role="alert">
            <p className="DocSearch-Title">{errorTexts.titleText}</p>
            <p className="DocSearch-Help">{errorTexts.helpText}</p>
          </div>,
          dropdown,
        )}
    </>
  );
}
