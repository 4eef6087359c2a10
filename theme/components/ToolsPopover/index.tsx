import { useLocation } from '@rspress/core/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { type SiteLang, textsOf } from '../../../config/locales';
import {
  localizeTool,
  RSTACK_ECOSYSTEM,
  RSTACK_TOOLS,
  showcaseLang,
} from '../../../config/rstack-tools';
import './index.css';

const ENTRIES = [...RSTACK_TOOLS, RSTACK_ECOSYSTEM];

export interface ToolsPopoverProps {
  /** Forces a language; by default it follows the page path. */
  lang?: SiteLang;
}

/**
 * The Rstack tools menu before the site title: a disclosure button that opens a panel below
 * it, aligned to its start edge. Opens by click, Enter or Space; Escape or a click outside
 * closes it and hands focus back to the button. Logos load only once the panel is open.
 */
export function ToolsPopover({ lang: langProp }: ToolsPopoverProps) {
  const { pathname } = useLocation();
  const lang = showcaseLang(langProp, pathname);
  const texts = textsOf(lang);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('a')?.focus();
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) triggerRef.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <div className="tools-popover" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="tools-popover__trigger"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={texts.rstack.trigger}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 18 18"
          aria-hidden="true"
          focusable="false"
        >
          {[3, 9, 15].flatMap((cy) =>
            [3, 9, 15].map((cx) => (
              <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.8" />
            )),
          )}
        </svg>
      </button>
      {open && (
        <div
          id={panelId}
          ref={panelRef}
          className="tools-popover__panel"
          role="group"
          aria-label={texts.rstack.trigger}
        >
          <ul className="tools-popover__list">
            {ENTRIES.map((entry) => {
              const tool = localizeTool(entry, lang);
              return (
                <li key={tool.name}>
                  <a
                    className="tools-popover__link"
                    href={tool.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <img
                      className="tools-popover__logo"
                      src={tool.logo}
                      alt=""
                      width={32}
                      height={32}
                      style={
                        tool.logoScale === 1
                          ? undefined
                          : { transform: `scale(${tool.logoScale})` }
                      }
                    />
                    <span className="tools-popover__text">
                      <span className="tools-popover__name">{tool.name}</span>
                      <span className="tools-popover__desc">
                        {tool.description}
                      </span>
                    </span>
                    <span className="sr-only">{texts.newTab}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
