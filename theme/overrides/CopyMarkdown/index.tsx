import { useMdUrl } from '@rspress/core/theme';
import { useEffect, useRef, useState } from 'react';
import { useSiteTexts } from '../../i18n';
import { type CopyOutcome, copyText } from './copy-text';
import './index.css';
import { THEME_CLASS } from '../../../framework/runtime';

type Status = 'idle' | 'busy' | CopyOutcome | 'unavailable';

/**
 * "Copy page as Markdown" under each doc page title (replaces the theme's LlmsCopyButton in
 * the title row). The result is announced to screen readers; when copying is impossible the
 * message points to the Markdown file, which the link beside the button opens.
 */
export function LlmsCopyButton() {
  const texts = useSiteTexts().copyMarkdown;
  const { pathname } = useMdUrl();
  const [status, setStatus] = useState<Status>('idle');
  const resetTimer = useRef<number>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async () => {
    if (status === 'busy') return;
    setStatus('busy');
    let outcome: Status;
    const markdown = fetch(pathname).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    try {
      outcome = await copyText(markdown, {
        clipboard: navigator.clipboard,
        ClipboardItem:
          typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
        document,
      });
    } catch {
      outcome = 'unavailable';
    }
    setStatus(outcome);
    window.clearTimeout(resetTimer.current);
    if (outcome === 'clipboard' || outcome === 'selection') {
      resetTimer.current = window.setTimeout(() => setStatus('idle'), 4000);
    }
  };

  const copied = status === 'clipboard' || status === 'selection';
  const message = copied
    ? texts.copied
    : status === 'failed'
      ? texts.failed
      : status === 'unavailable'
        ? texts.unavailable
        : '';

  return (
    <>
      <button
        type="button"
        className={`${THEME_CLASS.llmsButton} copy-markdown__button`}
        onClick={copy}
        aria-disabled={status === 'busy'}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          focusable="false"
        >
          {copied ? (
            <path
              d="m3 8.5 3 3 7-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            <path
              d="M5 2h6.5L14 4.5V12H5zM2 5h2v9h7v-1"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.3"
              strokeLinejoin="round"
            />
          )}
        </svg>
        <span>{texts.button}</span>
      </button>
      <span className="copy-markdown__status" role="status">
        {message}
      </span>
    </>
  );
}

/** A plain link to the page's Markdown file (replaces the theme's "open in…" dropdown). */
export function LlmsViewOptions() {
  const texts = useSiteTexts().copyMarkdown;
  const { pathname } = useMdUrl();
  return (
    <a
      className={`${THEME_CLASS.llmsButton} copy-markdown__link`}
      href={pathname}
      type="text/markdown"
    >
      {texts.view}
    </a>
  );
}
