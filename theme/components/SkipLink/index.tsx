import { useSiteTexts } from '../../i18n';
import './index.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps past the top bar and sidebar. */
export function SkipLink() {
  const texts = useSiteTexts();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {texts.skipLink}
    </a>
  );
}

/** Where the skip link lands: the start of the main content. */
export function SkipTarget() {
  return <div id={MAIN_CONTENT_ID} className="skip-target" tabIndex={-1} />;
}
