'use client';
import dynamic from 'next/dynamic';
import { withStrings } from '../../client/i18n/load';
import s from './offers.module.css';

// The cart's offers, out of its first download (their code, the offers' documents and strings arrive
// beside hydration): the box keeps its height meanwhile, so nothing below it moves.
const load = () => withStrings(['currency', 'offers'], import('./CartOffersPanel')).then((m) => m.CartOffersPanel);
if (typeof window !== 'undefined') void load();

export const LateCartOffers = dynamic(load, { loading: () => <div className={s.reserved} aria-hidden="true" /> });
