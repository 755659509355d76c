'use client';
import { useEffect } from 'react';
import { useTranslation } from '../client/i18n/react';
import { RouterLink } from '../components/RouterLink';
import s from './status-page.module.css';

/**
 * A route that fails keeps the header and footer, says what happened and offers a way on. Plain HTML
 * and CSS: this boundary's code is downloaded with every page, so it must not pull in a UI library.
 */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('titles.error');
  }, [t]);
  return (
    <div className={s.page}>
      <h1 className={s.heading}>{t('error.heading')}</h1>
      <p className={s.text}>{t('error.text')}</p>
      {error.digest ? <p className={s.reference}>{t('error.reference', { digest: error.digest })}</p> : null}
      <div className={s.actions}>
        <button type="button" onClick={reset} className={`${s.button} ${s.contained}`}>
          {t('error.retry')}
        </button>
        <RouterLink href="/" className={`${s.button} ${s.outlined}`}>
          {t('error.home')}
        </RouterLink>
      </div>
    </div>
  );
}
