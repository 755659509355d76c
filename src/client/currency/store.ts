'use client';
import { create } from 'zustand';
import { baseCurrency, isDisplayCurrency, rateScale, symbolSpare, type DisplayCurrency } from '../../lib/currency';

/**
 * Browser storage key of the display currency (docs/CONTRACT.md §3): the shopper's choice, an ISO code (`INR`
 * too); absent until they choose, when the browser's guess is shown and not stored.
 */
export const currencyKey = 'currency';

export type Rate = { scaled: number; asOf: string };
type Status = 'idle' | 'loading' | 'ready' | 'failed';

type CurrencyState = {
  /** `INR` until the browser has read its storage, so the first render matches the server's HTML. */
  code: DisplayCurrency;
  rates: Partial<Record<DisplayCurrency, Rate>>;
  status: Status;
  /** The shopper's choice: shown and stored. */
  choose(code: DisplayCurrency): void;
  /** Shown, not stored: the guess a new visitor starts in. */
  show(code: DisplayCurrency): void;
  loaded(rates: { code: string; inrPerUnit: number; asOf: string }[] | null): void;
  loading(): void;
};

/**
 * The page's root carries the chosen code while prices wait for their rate: they keep their room and stay
 * hidden (price.module.css) instead of showing rupees that change a moment later. Set before the first
 * paint by the head's script (with the room the currency's symbol leaves unused), removed when the rupee is
 * chosen or the rates cannot be had.
 */
function markRoot(code: DisplayCurrency | null) {
  const root = document.documentElement;
  if (code && code !== baseCurrency) {
    root.dataset.currency = code;
    root.style.setProperty('--approx-symbol-spare', `${symbolSpare(code, root.lang)}ch`);
  } else {
    delete root.dataset.currency;
    root.style.removeProperty('--approx-symbol-spare');
  }
}

export const useCurrency = create<CurrencyState>((set, get) => ({
  code: baseCurrency,
  rates: {},
  status: 'idle',
  choose(code) {
    try {
      localStorage.setItem(currencyKey, code);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
    get().show(code);
  },
  show(code) {
    markRoot(get().status === 'failed' ? null : code);
    set({ code });
  },
  loading() {
    set({ status: 'loading' });
  },
  loaded(list) {
    if (!list) {
      markRoot(null);
      set({ status: 'failed' });
      return;
    }
    const rates: CurrencyState['rates'] = {};
    for (const r of list)
      if (isDisplayCurrency(r.code)) rates[r.code] = { scaled: Math.round(r.inrPerUnit * rateScale), asOf: r.asOf };
    set({ rates, status: 'ready' });
  },
}));

/** The rate prices are shown at now, or null: rupees (the rupee chosen, or no rate yet). */
export function useDisplayRate(): { code: DisplayCurrency; rate: Rate } | null {
  const code = useCurrency((s) => s.code);
  const rate = useCurrency((s) => s.rates[s.code]);
  return code !== baseCurrency && rate ? { code, rate } : null;
}
