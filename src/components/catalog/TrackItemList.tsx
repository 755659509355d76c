'use client';
import { useEffect } from 'react';
import { track } from '../../client/analytics/data-layer';
import { events } from '../../client/analytics/events';
import type { TrackedCartItem } from '../../client/analytics/items';

/** `view_item_list` once per list shown (a new page or filter is a new list). */
export function TrackItemList({
  listId,
  listName,
  items,
}: {
  listId: string;
  listName: string;
  items: TrackedCartItem[];
}) {
  const key = items.map((i) => i.id).join(',');
  useEffect(() => {
    if (items.length) track(events.viewItemList(listId, listName, items));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listId, listName, key]);
  return null;
}
