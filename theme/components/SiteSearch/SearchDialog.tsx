import { Link, useLinkNavigate } from '@rspress/core/theme-original';
import {
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { SectionHit } from '../../../plugins/site-search/runtime/search-index';
import {
  makeSnippet,
  type Marked,
  markTerms,
} from '../../../plugins/site-search/runtime/snippet';
import { type SiteLang, textsOf } from '../../../config/locales';
import { loadSectionTexts } from './load-search';
import { useSearchResults } from './use-search-results';
import './SearchDialog.css';

export interface SearchDialogProps {
  lang: SiteLang;
  onClose: () => void;
}

/**
 * The search dialog: a native modal <dialog> (focus stays inside, the page behind is inert),
 * an input that drives a listbox of results grouped by page (the combobox pattern: arrow keys
 * move, Enter opens), and a status line that screen readers announce.
 */
export default function SearchDialog({ lang, onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useLinkNavigate();
  const idPrefix = useId();
  const [query, setQuery] = useState('');
  const search = useSearchResults(lang, query);
  const options = useMemo(
    () => search.results.flatMap((page) => page.sections),
    [search.results],
  );
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${idPrefix}-option-${index}`;
  const listboxId = `${idPrefix}-results`;
  const texts = textsOf(lang).search;
  const text = (key: keyof typeof texts) => texts[key];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useEffect(() => setActive(0), [search.results]);
  useEffect(() => {
    document
      .getElementById(optionId(active))
      ?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = (hit: SectionHit | undefined) => {
    if (!hit) return;
    onClose();
    navigate(hit.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    // Closes at once, whatever the input holds (a search field would clear itself first).
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (!options.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        (current) => (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(options[active]);
    }
  };

  // A click on the backdrop (outside the dialog's box) closes it.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (event.target === event.currentTarget && !inside) onClose();
  };

  const hasQuery = search.query.trim() !== '';
  let status = '';
  if (search.status === 'loading') status = text('loading');
  else if (search.status === 'ready' && hasQuery) {
    status = search.results.length
      ? `${search.results.length} ${text('pagesFound')}`
      : `${text('noResults')} “${search.query.trim()}”`;
  }

  let optionIndex = -1;
  return (
    <dialog
      ref={dialogRef}
      className="site-search"
      aria-label={text('dialog')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onDialogClick}
    >
      <form
        className="site-search__form"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <svg
          className="site-search__icon"
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="18"
          height="18"
        >
          <path
            fill="currentColor"
            d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 8.5 2m0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9"
          />
        </svg>
        <input
          className="site-search__input"
          type="text"
          inputMode="search"
          role="combobox"
          aria-label={text('dialog')}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={options.length ? listboxId : undefined}
          aria-activedescendant={options.length ? optionId(active) : undefined}
          placeholder={text('placeholder')}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          // The dialog focuses its first focusable element, this input, as it opens.
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="site-search__close" onClick={onClose}>
          <span className="site-search__sr-only">{text('close')}</span>
          <kbd aria-hidden="true">Esc</kbd>
        </button>
      </form>

      <div
        className="site-search__results"
        // data-shown: the query whose results are on screen, first or final; data-query: the
        // query whose final results are (what tests and the benchmark wait for).
        data-shown={search.status === 'ready' ? search.query : undefined}
        data-query={
          search.status === 'ready' && !search.partial
            ? search.query
            : undefined
        }
        data-search-ms={search.searchMs.toFixed(2)}
      >
        <p className="site-search__status" role="status">
          {status}
        </p>
        {search.status === 'error' && (
          <div className="site-search__error">
            <p className="site-search__error-title">{text('errorTitle')}</p>
            <p>{text('errorHelp')}</p>
          </div>
        )}
        {search.status === 'ready' && !hasQuery && (
          <p className="site-search__hint">{text('start')}</p>
        )}
        {search.status === 'ready' && hasQuery && !search.results.length && (
          <p className="site-search__empty">{`${text('noResults')} “${search.query.trim()}”`}</p>
        )}
        {options.length > 0 && (
          <div
            className="site-search__list"
            role="listbox"
            id={listboxId}
            aria-label={text('results')}
          >
            {search.results.map((page) => (
              <div
                className="site-search__page"
                role="group"
                aria-labelledby={`${idPrefix}-page-${page.page}`}
                key={page.routePath}
              >
                <div
                  className="site-search__page-title"
                  id={`${idPrefix}-page-${page.page}`}
                >
                  <Highlighted text={page.title} terms={page.terms} />
                </div>
                {page.sections.map((hit) => {
                  optionIndex += 1;
                  const index = optionIndex;
                  return (
                    <Link
                      key={hit.link}
                      href={hit.link}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      className={`site-search__hit${index === active ? ' site-search__hit--active' : ''}`}
                      onMouseMove={() => index !== active && setActive(index)}
                      onClick={onClose}
                    >
                      <span className="site-search__heading">
                        {hit.parentHeading && (
                          <span className="site-search__parent">
                            {hit.parentHeading} ›{' '}
                          </span>
                        )}
                        {hit.heading ? (
                          <Highlighted text={hit.heading} terms={hit.terms} />
                        ) : (
                          page.title
                        )}
                      </span>
                      <Snippet lang={lang} hit={hit} />
                    </Link>
                  );
                })}
              </div>
            ))}
          </div>
        )}
      </div>

      <footer className="site-search__footer" aria-hidden="true">
        <span>
          <kbd>↑</kbd>
          <kbd>↓</kbd> {text('navigate')}
        </span>
        <span>
          <kbd>↵</kbd> {text('open')}
        </span>
        <span>
          <kbd>Esc</kbd> {text('dismiss')}
        </span>
      </footer>
    </dialog>
  );
}

/**
 * A hit's snippet. Its text file is fetched once the hit scrolls into view in the result list,
 * so a first search pays only for the snippets a reader can see.
 */
function Snippet({ lang, hit }: { lang: string; hit: SectionHit }) {
  const [texts, setTexts] = useState<string[] | null>(null);
  const [seen, setSeen] = useState(false);
  const element = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || seen) return;
    const observer = new IntersectionObserver(
      (entries) =>
        entries.some((entry) => entry.isIntersecting) && setSeen(true),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen]);
  useEffect(() => {
    if (!seen) return;
    let current = true;
    loadSectionTexts(lang, hit.textFile).then(
      (loaded) => current && setTexts(loaded),
      // Without its text a hit still shows its page and heading.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [lang, hit.textFile, seen]);
  const snippet = texts
    ? makeSnippet(texts[hit.position] ?? '', hit.terms)
    : null;
  return (
    <span className="site-search__snippet" ref={element}>
      {snippet && <MarkedText {...snippet} />}
    </span>
  );
}

function Highlighted({
  text,
  terms,
}: {
  text: string;
  terms: readonly string[];
}) {
  return <MarkedText text={text} marks={markTerms(text, terms)} />;
}

function MarkedText({ text, marks }: Marked) {
  const pieces = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  pieces.push(text.slice(at));
  return <>{pieces}</>;
}
