import { baseCurrency, displayCurrencies, symbolSpare } from '../../lib/currency';
import { locales } from '../../lib/locale';

// Runs in the page's <head>, before anything is painted: with another currency than the rupee chosen,
// prices keep the room their approximation needs and wait for it (price.module.css), so nothing shifts
// when they change after hydration. In the head rather than beside the picker: a script in the middle of
// the header let a slow phone paint the header half-parsed, its tools row then jumping into place. Kept
// pages share it: it reads only this browser's storage. The room left for the currency's symbol follows
// the chosen currency and the page's language (`symbolSpare`), so a price in a sentence leaves no gap.
const others = displayCurrencies.filter((c) => c !== baseCurrency);
const spare = Object.fromEntries(
  others.map((c) => [c, Object.fromEntries(locales.map((l) => [l, symbolSpare(c, l)]))]),
);
export const currencyBoot = `try{var c=localStorage.getItem('currency'),r=document.documentElement;if(/^(${others.join('|')})$/.test(c||'')){r.dataset.currency=c;var s=(${JSON.stringify(spare)})[c][r.lang];if(s!=null)r.style.setProperty('--approx-symbol-spare',s+'ch')}}catch(e){}`;
