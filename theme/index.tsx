/**
 * The theme layer: the default Rspress theme with our pieces slotted in.
 * Everything not named here is the original theme, re-exported unchanged.
 */
import { usePage } from '@rspress/core/runtime';
import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import { NavbarAutoHide } from '../components/NavbarAutoHide';
import { NotFoundPage } from '../components/NotFoundPage';
import './accessibility.css';

export * from '@rspress/core/theme-original';
export { HomeHero } from '../components/HomeHero';

export function Layout() {
  const { page } = usePage();
  // One 404.html answers missing paths in every language; see NotFoundPage.
  if (page.pageType === '404') return <NotFoundPage />;
  return <OriginalLayout top={<NavbarAutoHide />} />;
}
