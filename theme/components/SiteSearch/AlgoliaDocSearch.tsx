import { Search, ZH_LOCALES } from '@rspress/plugin-algolia/runtime';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSiteLang, useSiteTexts } from '../../i18n';
import { type AlgoliaConfig, languageFilter } from '../../../config/algolia';
import { reportSearchOutcome, type SearchClientLike } from './search-failure';
import './algolia.css';

export interface AlgoliaDocSearchProps {
  config: AlgoliaConfig;
  /** Open the modal as soon as DocSearch has mounted (the reader already asked for it). */
  openOnMount: boolean;
  /** Called once DocSearch is mounted and handles its own shortcuts. */
  onReady: () => void;
}

/** DocSearch through the official plugin's runtime, filtered to the page's language. */
export default function AlgoliaDocSearch({
  config,
  openOnMount,
  onReady,
}: AlgoliaDocSearchProps) {
  const lang = useSiteLang();
  // The failure message is the local search's, so both modes say the same in every language.
  const { errorTitle, errorHelp } = useSiteTexts().search;
  // Counts consecutive failures (0 after a success), so each failure looks up the open dropdown.
  const [failures, setFailures] = useState(0);
  const [dropdown, setDropdown] = useState<Element | null>(null);

  useEffect(() => {
    if (openOnMount)
      document.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
  }, [openOnMount]);

  useEffect(onReady, [onReady]);

  useEffect(() => {
    setDropdown(
      failures > 0 ? document.querySelector('.DocSearch-Dropdown') : null,
    );
  }, [failures]);

  const transformSearchClient = useCallback(
    <Client extends SearchClientLike>(client: Client) =>
      reportSearchOutcome(client, (failed) =>
        setFailures((count) => (failed ? count + 1 : 0)),
      ),
    [],
  );

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
          <div
            className="DocSearch-ErrorScreen site-search-failure"
            role="alert"
          >
            <p className="DocSearch-Title">{errorTitle}</p>
            <p className="DocSearch-Help">{errorHelp}</p>
          </div>,
          dropdown,
        )}
    </>
  );
}
