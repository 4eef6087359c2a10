/**
 * The theme layer: the default Rspress theme with our pieces slotted in.
 * Everything not named here is the original theme, re-exported unchanged.
 */
import { usePage } from '@rspress/core/runtime';
import {
  HomeLayout as OriginalHomeLayout,
  Layout as OriginalLayout,
} from '@rspress/core/theme-original';
import { AnnouncementBar } from './components/AnnouncementBar';
import { FirstPaintMark } from './patches/first-paint/FirstPaintMark';
import { KeyboardScrollRegions } from './patches/KeyboardScrollRegions';
import { NavbarAutoHide } from './components/NavbarAutoHide';
import { NavListSemantics } from './patches/NavListSemantics';
import { NotFoundPage } from './components/NotFoundPage';
import { SkipLink, SkipTarget } from './components/SkipLink';
import { StaleChunkRecovery } from './patches/StaleChunkRecovery';
import { ToolsLanding } from './components/ToolsLanding';
import { ToolsPopover } from './components/ToolsPopover';
import { ANNOUNCEMENT } from '../config/project';
import { useSiteTexts } from './i18n';
import './contrast.css';
import './layer.css';

export * from '@rspress/core/theme-original';
export { LlmsCopyButton, LlmsViewOptions } from './overrides/CopyMarkdown';
export { FallbackHeading } from './overrides/FallbackHeading';
export { HomeHero } from './overrides/HomeHero';
export { Overview } from './overrides/Overview';
export { Search } from './components/SiteSearch';
export { SourceCode } from './overrides/SourceCode';

function HomeLayout() {
  return (
    <OriginalHomeLayout
      beforeHero={<SkipTarget />}
      afterHero={<FirstPaintMark />}
      afterFeatures={<ToolsLanding />}
    />
  );
}

export function Layout() {
  const { page } = usePage();
  const texts = useSiteTexts();
  // One 404.html answers missing paths in every language; see NotFoundPage.
  if (page.pageType === '404') return <NotFoundPage />;
  // Only the home and doc layouts have slots around their content: the skip link's target and
  // the first-paint mark go there. A custom or blank page has neither slot, so it gets no skip
  // link, and its mark ends the page (every page needs the mark once).
  const hasContentSlots =
    page.pageType !== 'custom' && page.pageType !== 'blank';
  return (
    <OriginalLayout
      top={
        <>
          {hasContentSlots && <SkipLink />}
          <AnnouncementBar
            {...ANNOUNCEMENT}
            message={texts.announcement.message}
          />
          <NavbarAutoHide />
        </>
      }
      beforeNavTitle={<ToolsPopover />}
      beforeDocContent={
        <>
          <SkipTarget />
          <FirstPaintMark />
        </>
      }
      bottom={
        <>
          <KeyboardScrollRegions />
          <NavListSemantics />
          <StaleChunkRecovery />
          {!hasContentSlots && <FirstPaintMark />}
        </>
      }
      HomeLayout={HomeLayout}
    />
  );
}
