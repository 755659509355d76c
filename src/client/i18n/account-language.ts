'use client';
import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { isLanguage, languageCookie, type Language } from '../../i18n/settings';
import { asDocument } from '../graphql/document';
import { useSession, type SessionState } from '../session/SessionProvider';
import { SetLanguageDocument } from './documents';

/** The shopper picked this browser's language themselves (the cookie), rather than its default. */
const chosenHere = () => document.cookie.split('; ').some((c) => c.startsWith(`${languageCookie}=`));

type Seen = { status: SessionState['status']; id: string | null; locale: string | null };

/**
 * The account's language against the page's. Applied at sign-in (any device, so a fresh one too), when
 * it changes on this page (the profile), and on a browser where no language was ever chosen; a choice
 * made in this browser is otherwise left alone while signed in. An account without one keeps the
 * language chosen here. The header's own choices, signed in, are saved by the switcher.
 */
export function useAccountLanguage(apply: (lng: Language) => void): void {
  const { status, user } = useSession();
  const client = useClient();
  const seen = useRef<Seen>({ status: 'unknown', id: null, locale: null });
  useEffect(() => {
    const before = seen.current;
    if (status !== 'signed-in' || !user) {
      seen.current = { status, id: null, locale: null };
      return;
    }
    const locale = user.locale ?? null;
    if (before.status === 'signed-in' && before.id === user.id && before.locale === locale) return;
    seen.current = { status, id: user.id, locale };
    const page = document.documentElement.lang;
    // 'unknown' before: this page opened on a session that already existed, not a sign-in.
    const signedInHere = before.status === 'anonymous' || (before.id !== null && before.id !== user.id);
    const changedHere = before.status === 'signed-in' && before.id === user.id;
    if (isLanguage(locale)) {
      if (locale !== page && (signedInHere || changedHere || !chosenHere())) apply(locale);
    } else if (isLanguage(page) && chosenHere()) {
      void client.mutation(asDocument(SetLanguageDocument), { locale: page }).toPromise();
    }
  }, [status, user, client, apply]);
}
