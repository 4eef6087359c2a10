/**
 * The default theme's SidebarGroup, patched (../section-sidebars.ts, `patchSidebarGroup`) to
 * render a collapsed group's items only once the group has been opened: on the server and in the
 * browser alike, so hydration matches whether or not the items are loaded yet. Hidden items
 * also leave the tab order. A group whose items the build took out loads them when opened.
 */
import { useEffect, useRef } from 'react';
import { loadGroupItems, type SidebarNode } from './section-sidebars';

type SetSidebarData = (update: (data: SidebarNode[]) => SidebarNode[]) => void;

/** The sidebar data with `items` given to the group at `id` (`2-0-3`: indexes from the top), the way the theme's own toggle updates it. */
export function withGroupItems(
  data: SidebarNode[],
  id: string,
  items: SidebarNode[],
): SidebarNode[] {
  const next = [...data];
  const [first, ...rest] = id.split('-').map(Number);
  let node = next[first];
  for (const index of rest) node = node?.items?.[index] as SidebarNode;
  if (node && 'items' in node) node.items = items;
  return next;
}

/** Whether the group renders its items, given that it is `collapsed` now; loads them when opened and still missing. */
export function useCollapsedGroupItems(
  item: SidebarNode,
  id: string,
  setSidebarData: SetSidebarData,
  collapsed: boolean,
): boolean {
  // Kept after the first opening, so that closing the group again animates; forgotten when the
  // component shows another group (React reuses it after a navigation to another section).
  const opened = useRef({ item, opened: !collapsed });
  if (opened.current.item !== item)
    opened.current = { item, opened: !collapsed };
  if (!collapsed) opened.current.opened = true;
  const missing =
    !collapsed && item._lazyItems !== undefined && item.items?.length === 0;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    // A failed load leaves the group empty; closing and opening it tries again.
    loadGroupItems(item)?.then(
      (items) =>
        current && setSidebarData((data) => withGroupItems(data, id, items)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [missing, item, id, setSidebarData]);
  return opened.current.opened;
}
