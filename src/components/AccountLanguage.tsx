'use client';
import { useAccountLanguage } from '../client/i18n/account-language';
import type { Language } from '../i18n/settings';
import { GraphQLProvider } from '../client/session/GraphQLProvider';

function Follow({ apply }: { apply: (lng: Language) => void }) {
  useAccountLanguage(apply);
  return null;
}

/**
 * The language switcher's follower of the account's language, loaded after the page (it runs on
 * urql's client, which the layout's first download does not carry). Mounted from hydration on, it
 * sees the session go from unknown to known as the switcher did when it held the hook itself.
 */
export function AccountLanguage({ apply }: { apply: (lng: Language) => void }) {
  return (
    <GraphQLProvider>
      <Follow apply={apply} />
    </GraphQLProvider>
  );
}
