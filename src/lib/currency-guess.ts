// The display currency a new visitor starts in, guessed in the browser from its time zone and languages
// (never stored: only the shopper's own choice is, docs/CONTRACT.md §3). The zone says where the shopper
// is; the languages decide where the zone alone does not (the Gulf) or names no currency the store shows
// (an American in Tokyo). A zone that names no place (UTC) guesses nothing: rupees, the store's own.
import { baseCurrency, isDisplayCurrency, type DisplayCurrency } from './currency';

/** What the guess reads: zone patterns and language regions, by currency. Plain data, so the head's
 *  script (src/components/currency/boot.ts) can carry it beside `guessCurrency` itself. */
export type GuessRules = {
  /** [pattern of IANA zones, currency], the first that matches wins. */
  zones: [string, string][];
  /** Gulf zones whose own currency the store does not show: the dirham for an Arabic reader, else the dollar. */
  gulf: string;
  /** Languages' regions (en-US → US) by currency, for a zone of a place whose currency is not shown:
   *  `USD:US GBP:GB EUR:AT,BE,…` (a string: the head's script carries it, in every page). */
  regions: string;
};

const euroZones =
  'Amsterdam|Andorra|Athens|Berlin|Bratislava|Brussels|Busingen|Dublin|Helsinki|Lisbon|Ljubljana|Luxembourg|' +
  'Madrid|Malta|Monaco|Nicosia|Paris|Podgorica|Riga|Rome|San_Marino|Tallinn|Vaduz|Vatican|Vienna|Vilnius|Zagreb';
// Canada's zones as browsers name them (the tz database's links to these, Montreal and Thunder_Bay, too).
const canadaZones =
  'Cambridge_Bay|Dawson|Dawson_Creek|Edmonton|Fort_Nelson|Glace_Bay|Goose_Bay|Halifax|Inuvik|Iqaluit|' +
  'Moncton|Montreal|Rankin_Inlet|Regina|Resolute|St_Johns|Swift_Current|Thunder_Bay|Toronto|Vancouver|' +
  'Whitehorse|Winnipeg|Yellowknife';

export const guessRules: GuessRules = {
  zones: [
    ['^Asia/(Kolkata|Calcutta)$', 'INR'],
    ['^Asia/Dubai$', 'AED'],
    ['^Asia/Singapore$', 'SGD'],
    ['^(Australia/|Antarctica/Macquarie$)', 'AUD'],
    [`^(America/(${canadaZones})|Canada/.*)$`, 'CAD'],
    ['^(America/|US/|Pacific/Honolulu$)', 'USD'],
    ['^(Europe/(London|Belfast|Guernsey|Jersey|Isle_of_Man)|GB)$', 'GBP'],
    [`^(Europe/(${euroZones})|Atlantic/(Canary|Madeira|Azores)|Africa/Ceuta|Asia/(Famagusta|Nicosia))$`, 'EUR'],
  ],
  gulf: '^Asia/(Riyadh|Qatar|Bahrain|Kuwait|Muscat)$',
  regions:
    'USD:US GBP:GB CAD:CA AUD:AU SGD:SG AED:AE INR:IN EUR:AT,BE,CY,DE,EE,ES,FI,FR,GR,HR,IE,IT,LT,LU,LV,MT,NL,PT,SI,SK',
};

/**
 * The guess itself, self-contained (it reads only its arguments): the head's script runs this very function
 * from its source before the first paint, and the currency store runs it after hydration, so both agree.
 * Returns a currency code from the rules, or 'INR'.
 */
export function guessFrom(languages: readonly string[], timeZone: string, rules: GuessRules): string {
  const zone = timeZone || '';
  for (let i = 0; i < rules.zones.length; i++) {
    if (new RegExp(rules.zones[i]![0]).test(zone)) return rules.zones[i]![1];
  }
  if (new RegExp(rules.gulf).test(zone)) return /^ar\b/i.test(languages[0] || '') ? 'AED' : 'USD';
  // Etc/UTC, GMT, UTC: no place, so no guess from the languages either (a browser's default English
  // would otherwise turn every server and test machine into an American shopper).
  if (!/^[A-Z][a-z]+\/[A-Za-z]/.test(zone) || /^Etc\//.test(zone)) return 'INR';
  const byCurrency = rules.regions.split(' ');
  for (let i = 0; i < languages.length; i++) {
    const parts = String(languages[i]).split('-');
    for (let j = 1; j < parts.length; j++) {
      if (parts[j]!.length !== 2) continue;
      const region = parts[j]!.toUpperCase();
      for (let k = 0; k < byCurrency.length; k++)
        if (byCurrency[k]!.slice(4).split(',').indexOf(region) >= 0) return byCurrency[k]!.slice(0, 3);
    }
  }
  return 'INR';
}

/** The starting display currency for these languages and zone (a browser's `navigator.languages`). */
export function guessCurrency(languages: readonly string[], timeZone: string): DisplayCurrency {
  const code = guessFrom(languages, timeZone, guessRules);
  return isDisplayCurrency(code) ? code : baseCurrency;
}

/** This browser's guess: its languages and time zone. */
export function browserGuess(): DisplayCurrency {
  try {
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    return guessCurrency(languages, Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return baseCurrency;
  }
}
