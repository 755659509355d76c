'use client';
import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage, languageCookie, languages, type Language } from '../i18n/settings';
import { notify } from '../client/notify';
import { useSettings } from '../client/stores/settings';

/**
 * Switches language without a full reload: the bundle loads over HTTP (with the retry rules), the
 * cookie tells the server, the `settings` key keeps the direction, and the server parts re-render.
 */
export function LanguageSwitcher({ current }: { current: Language }) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const setDirection = useSettings((s) => s.setDirection);
  const id = useId();

  async function change(value: string) {
    if (!isLanguage(value) || value === current) return;
    try {
      await i18n.changeLanguage(value);
      if (!i18n.hasResourceBundle(value, 'common')) throw new Error('bundle not loaded');
    } catch {
      notify(t('language.failed'), 'error');
      return;
    }
    document.cookie = `${languageCookie}=${value}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = value;
    setDirection(directionOf(value));
    startTransition(() => router.refresh());
    notify(i18n.getFixedT(value)('language.changed', { language: t(`language.names.${value}`) }), 'success');
  }

  // A native select: keyboard and screen-reader behaviour for free, and no menu library on every page.
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={current} disabled={pending} onChange={(e) => void change(e.target.value)} data-testid="language-select">
        {languages.map((lng: Language) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.names.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
