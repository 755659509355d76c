'use client';
import dynamic from 'next/dynamic';

// Analytics' "seen" events render nothing: their code (the events and the data layer) starts after
// hydration, out of the page's first download, and sends the event when it does.

/** `view_item_list` once per list shown. */
export const LateTrackItemList = dynamic(() => import('./TrackItemList').then((m) => m.TrackItemList), { ssr: false });

/** `view_item` once per product page. */
export const LateTrackViewItem = dynamic(() => import('./TrackViewItem').then((m) => m.TrackViewItem), { ssr: false });
