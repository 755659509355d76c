import { headers } from 'next/headers';
import { baseCurrency, displayCurrencies } from '../../lib/currency';
import { CurrencyPicker } from './CurrencyPicker';

// Runs while the page is parsed, before anything below the header is painted: with another currency than
// the rupee chosen, prices keep the room their approximation needs and wait for it (price.module.css), so
// nothing shifts when they change after hydration. Kept pages share it: it reads only this browser's storage.
const others = displayCurrencies.filter((c) => c !== baseCurrency).join('|');
const boot = `try{var c=localStorage.getItem('currency');if(/^(${others})$/.test(c||''))document.documentElement.dataset.currency=c}catch(e){}`;

/** The header's currency picker and the script that prepares prices for it. */
export async function HeaderCurrency() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: boot }} />
      <CurrencyPicker />
    </>
  );
}
