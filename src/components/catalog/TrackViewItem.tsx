'use client';
import { useEffect } from 'react';
import { track } from '../../client/analytics/data-layer';
import { events } from '../../client/analytics/events';
import type { TrackedCartItem } from '../../client/analytics/items';

/** `view_item` once when a product page is shown. */
export function TrackViewItem({ item }: { item: TrackedCartItem }) {
  useEffect(() => {
    track(events.viewItem(item));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.id]);
  return null;
}
