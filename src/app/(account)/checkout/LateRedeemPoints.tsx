'use client';
import dynamic from 'next/dynamic';

// Paying with points, out of checkout's first download: it shows only once a quote says points are held.
const load = () => import('./RedeemPoints').then((m) => m.RedeemPoints);
if (typeof window !== 'undefined') void load();

export const LateRedeemPoints = dynamic(load);
