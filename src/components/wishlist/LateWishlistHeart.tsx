'use client';
import dynamic from 'next/dynamic';

/**
 * The heart on a card and on a product page: rendered by the server as before, its code out of the page's
 * first download (docs/CATALOGUE.md, "late islands"), a tap made before hydration kept and carried out.
 */
export const LateWishlistHeart = dynamic(() => import('./WishlistHeart').then((m) => m.WishlistHeart));
