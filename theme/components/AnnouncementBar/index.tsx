import { type ReactNode, useEffect, useState } from 'react';
import { useSiteTexts } from '../../i18n';
import {
  DISMISSED_ATTRIBUTE,
  isDismissed,
  rememberDismissal,
} from './dismissal';
import './index.css';
import { themeSelector } from '../../../framework/runtime';

export interface AnnouncementBarProps {
  href: string;
  message: ReactNode;
  /** Storage key; any value stored under it keeps the bar hidden. */
  localStorageKey: string;
  display?: boolean;
  barClassName?: string;
}

const storage = () =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/**
 * A dismissible bar above the top navigation. Server-rendered, so first-time readers see it
 * without a layout shift; readers who closed it never see it, thanks to `dismissedScript`.
 */
export function AnnouncementBar({
  href,
  message,
  localStorageKey,
  display = true,
  barClassName,
}: AnnouncementBarProps) {
  const texts = useSiteTexts();
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (isDismissed(storage(), localStorageKey)) setClosed(true);
  }, [localStorageKey]);

  if (!display || closed) return null;

  const close = () => {
    setClosed(true);
    rememberDismissal(storage(), localStorageKey);
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, '');
    // The button disappears: hand keyboard focus to what now comes first, the top bar.
    document
      .querySelector<HTMLElement>(
        `${themeSelector('nav', ' a')}, ${themeSelector('nav', ' button')}`,
      )
      ?.focus();
  };

  return (
    <div
      className={
        barClassName ? `announcement-bar ${barClassName}` : 'announcement-bar'
      }
      role="region"
      aria-label={texts.announcement.region}
    >
      <a
        className="announcement-bar__message"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {message}
        <span className="sr-only"> {texts.newTab}</span>
      </a>
      <button
        type="button"
        className="announcement-bar__close"
        aria-label={texts.announcement.close}
        onClick={close}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M3.5 3.5l9 9m0-9l-9 9"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}
