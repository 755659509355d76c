import { baseCurrency, displayCurrencies } from '../../lib/currency';

// Runs in the page's <head>, before anything is painted: with another currency than the rupee chosen,
// prices keep the room their approximation needs and wait for it (price.module.css), so nothing shifts
// when they change after hydration. In the head rather than beside the picker: a script in the middle of
// the header let a slow phone paint the header half-parsed, its tools row then jumping into place. Kept
// pages share it: it reads only this browser's storage.
const others = displayCurrencies.filter((c) => c !== baseCurrency).join('|');
export const currencyBoot = `try{var c=localStorage.getItem('currency');if(/^(${others})$/.test(c||''))document.documentElement.dataset.currency=c}catch(e){}`;
