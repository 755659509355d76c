'use client';
import dynamic from 'next/dynamic';

// The shell's controls that a shopper reads before using: rendered by the server as before, their code
// out of the page's first download (docs/CATALOGUE.md, "late islands"). Each `import()` is written inside
// its `dynamic()` call: from it Next knows the island's styles and puts them in the server's HTML.

/** The language select. */
export const LateLanguageSwitcher = dynamic(() => import('./LanguageSwitcher').then((m) => m.LanguageSwitcher));

/** The display currency select (and the guess from the browser's languages and zone, once it loads). */
export const LateCurrencyPicker = dynamic(() => import('./currency/CurrencyPicker').then((m) => m.CurrencyPicker));

/** The WhatsApp link on phones: a plain link that works before its code arrives. */
export const LateChatButton = dynamic(() => import('./ChatButton').then((m) => m.ChatButton));
