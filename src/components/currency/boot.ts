import { baseCurrency, displayCurrencies, symbolSpare } from '../../lib/currency';
import { guessFrom, guessRules } from '../../lib/currency-guess';
import { locales } from '../../lib/locale';

// Runs in the page's <head>, before anything is painted: with another currency than the rupee chosen (or,
// with none chosen yet, guessed from the browser's languages and time zone: `guessFrom`, the very function
// the currency store runs), prices keep the room their approximation needs and wait for it
// (price.module.css), so nothing shifts when they change after hydration. In the head rather than beside
// the picker: a script in the middle of the header let a slow phone paint the header half-parsed, its tools
// row then jumping into place. Kept pages share it: it reads only this browser. The room left for the
// currency's symbol follows the currency and the page's language (`symbolSpare`), so a price in a sentence
// leaves no gap. The guess is not stored: only a choice is.
const others = displayCurrencies.filter((c) => c !== baseCurrency);
const spare = Object.fromEntries(
  others.map((c) => [c, Object.fromEntries(locales.map((l) => [l, symbolSpare(c, l)]))]),
);
const guess = `(${guessFrom.toString()})(navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language],Intl.DateTimeFormat().resolvedOptions().timeZone,${JSON.stringify(guessRules)})`;
export const currencyBoot = `try{var c=null,r=document.documentElement;try{c=localStorage.getItem('currency')}catch(e){}if(!/^(${displayCurrencies.join('|')})$/.test(c||''))c=${guess};if(/^(${others.join('|')})$/.test(c)){r.dataset.currency=c;var s=(${JSON.stringify(spare)})[c][r.lang];if(s!=null)r.style.setProperty('--approx-symbol-spare',s+'ch')}}catch(e){}`;
