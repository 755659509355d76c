'use client';
import dynamic from 'next/dynamic';
import s from './offers.module.css';

// Checkout's offers, out of its first download (the page ships their strings: its totals name offers too).
const load = () => import('./CheckoutOffersPanel').then((m) => m.CheckoutOffersPanel);
if (typeof window !== 'undefined') void load();

export const LateCheckoutOffers = dynamic(load, { loading: () => <div className={s.reserved} aria-hidden="true" /> });
