'use client';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { TailoringPickerIsland } from './TailoringPickerIsland';

const load = () => import('./TailoringPickerIsland').then((m) => m.TailoringPickerIsland);
// Asked for as soon as this page's scripts run, beside hydration rather than after it, so the picker
// is ready about when the rest of the page is, and a move between pages rarely waits on it.
if (typeof window !== 'undefined') void load();

// Rendered on the server as before (its HTML is in the page); in the browser its code, and the
// GraphQL client with it, arrive after the first download and the picker hydrates when they have.
const Picker = dynamic(load);

/** The product page's tailoring picker, out of the page's first download. */
export function LateTailoringPicker(props: ComponentProps<typeof TailoringPickerIsland>) {
  return <Picker {...props} />;
}
