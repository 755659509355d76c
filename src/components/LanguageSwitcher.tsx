'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition, type KeyboardEvent } from 'react';
import { useTranslation } from '../client/i18n/react';
import { directionOf, isLanguage, languageCookie, languages, type Language } from '../i18n/settings';
import { lateGraphQL } from '../client/session/late';
import { notify } from '../client/notify';
import { useSession } from '../client/session/SessionProvider';
import { useSettings } from '../client/stores/settings';

// The account's language is read once the page is up, with the GraphQL client (AccountLanguage.tsx).
const AccountLanguage = dynamic(() => import('./AccountLanguage').then((m) => m.AccountLanguage), { ssr: false });

/**
 * Switches language without a full reload: the bundle loads over HTTP (with the retry rules), the
 * cookie tells the server, the `settings` key keeps the direction, and the server parts re-render.
 * Signed in, the language is the account's too: a choice here is saved on it, and the account's is
 * applied at sign-in (useAccountLanguage), as the currency picker does for the currency.
 */
export function LanguageSwitcher({ current }: { current: Language }) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const setDirection = useSettings((s) => s.setDirection);
  const { status: session } = useSession();
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  // Arrow keys on a closed native select change its value at once. A language switch reloads the
  // page's text, so a keyboard choice waits for Enter (or leaving the control); a pick from the open
  // list (mouse, or Alt+Down then Enter) switches straight away.
  const browsing = useRef(false);
  const [choice, setChoice] = useState<string>(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setChoice(current);
  }
  const hadFocus = useRef(false);
  useEffect(() => {
    // Keep focus on the control through the switch (the server parts re-render around it).
    if (!pending && hadFocus.current && document.activeElement === document.body) ref.current?.focus();
    if (!pending) hadFocus.current = false;
  }, [pending]);

  function onKeyDown(e: KeyboardEvent<HTMLSelectElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      browsing.current = false;
      void change(e.currentTarget.value);
    } else if (e.key === 'Escape' && browsing.current) {
      browsing.current = false;
      setChoice(current);
    } else if (
      !e.altKey &&
      (e.key.startsWith('Arrow') ||
        e.key === 'Home' ||
        e.key === 'End' ||
        e.key.startsWith('Page') ||
        (e.key.length === 1 && e.key !== ' '))
    ) {
      browsing.current = true;
    }
  }

  // The last choice wins: a shopper may pick again before the server parts of the previous switch
  // have arrived (the `current` prop is then still the old language), and that choice must not be lost.
  const lastChoice = useRef(0);

  /** `account`: the account's language applied to the page (nothing to save, and the notice says why). */
  async function change(value: string, from: 'choice' | 'account' = 'choice') {
    const inEffect = isLanguage(i18n.language) ? i18n.language : current;
    if (!isLanguage(value) || value === inEffect) return;
    const mine = ++lastChoice.current;
    hadFocus.current ||= document.activeElement === ref.current;
    try {
      await i18n.changeLanguage(value);
    } catch {
      if (mine === lastChoice.current) notify(t('language.failed'), 'error');
      return;
    }
    if (mine !== lastChoice.current) return;
    document.cookie = `${languageCookie}=${value}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = value;
    setDirection(directionOf(value));
    startTransition(() => router.refresh());
    const tNew = i18n.getFixedT(value);
    const language = t(`language.names.${value}`);
    notify(tNew(from === 'account' ? 'language.fromAccount' : 'language.changed', { language }), 'success');
    if (from === 'account' || session !== 'signed-in') return;
    const [gql, { SetLanguageDocument }] = await Promise.all([lateGraphQL(), import('../client/i18n/documents')]);
    const saved = await gql.mutation(SetLanguageDocument, { locale: value });
    if (!saved.data?.setLanguage.ok) notify(tNew('language.notSaved'), 'error');
  }

  // A native select: keyboard and screen-reader behaviour for free, and no menu library on every page.
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        ref={ref}
        id={id}
        value={choice}
        aria-busy={pending}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          setChoice(e.target.value);
          if (!browsing.current) void change(e.target.value);
        }}
        onBlur={(e) => {
          if (!browsing.current) return;
          browsing.current = false;
          void change(e.target.value);
        }}
        data-testid="language-select"
      >
        {languages.map((lng: Language) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.names.${lng}`)}
          </option>
        ))}
      </select>
      <AccountLanguage apply={(lng) => void change(lng, 'account')} />
    </div>
  );
}
