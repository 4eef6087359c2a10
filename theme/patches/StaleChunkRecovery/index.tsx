/**
 * A tab left open across a deploy asks for page chunks that the new deploy renamed. Rspress's
 * own route runtime then leaves the navigation hanging: its link handler awaits the chunk, and
 * nothing catches the failure. This opens the link the reader followed with a full page load
 * instead, at its query and #anchor. (When the page-data diet replaces the route runtime, that
 * runtime recovers by itself and no failure reaches this handler.)
 */
import { useEffect } from 'react';

/** How long after a click a failed chunk still counts as that link's. */
const CLICK_WINDOW_MS = 30_000;

export function StaleChunkRecovery(): null {
  useEffect(() => {
    let followed: { href: string; at: number } | undefined;
    const onClick = (event: MouseEvent) => {
      if (
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('a[href]')
          : null;
      if (link && link.origin === window.location.origin && !link.target)
        followed = { href: link.href, at: performance.now() };
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      if (!(reason instanceof Error) || reason.name !== 'ChunkLoadError')
        return;
      if (!followed || performance.now() - followed.at > CLICK_WINDOW_MS)
        return;
      event.preventDefault();
      window.location.assign(followed.href);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
