'use client';
import { isDisplayCurrency, type DisplayCurrency } from '../../lib/currency';
import { browserGuess } from '../../lib/currency-guess';
import { currencyKey } from './store';

// Apart from the store, which every price reads: only the header's picker starts the page's currency,
// and the guess (its tables of languages and zones) comes with it, after the first download.

/** The shopper's stored choice, or null when they have made none. */
export function storedCurrency(): DisplayCurrency | null {
  try {
    const v = localStorage.getItem(currencyKey);
    return isDisplayCurrency(v) ? v : null;
  } catch {
    return null;
  }
}

/** What a page starts in: the shopper's choice, else the guess from this browser's languages and zone. */
export function startingCurrency(): DisplayCurrency {
  return storedCurrency() ?? browserGuess();
}
