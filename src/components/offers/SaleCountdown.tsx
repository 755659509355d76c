'use client';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { countdownParts } from '../../lib/countdown';

/**
 * "Ends in 2 days, 4 hours, 13 minutes", ticking each second in the browser. A timer role: screen readers
 * do not announce every tick. The server's render is the time at render (a kept page may be a minute
 * old); the browser corrects it when it hydrates.
 */
export function SaleCountdown({ endsAt }: { endsAt: string }) {
  const { t, i18n } = useTranslation();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = end - now;
  if (left <= 0) return <span role="status">{t('sale.over')}</span>;
  const words = countdownParts(left).map((p) => t(`sale.${p.unit}`, { count: p.count }));
  const time = new Intl.ListFormat(i18n.language, { style: 'long', type: 'unit' }).format(words);
  return (
    <span role="timer" suppressHydrationWarning>
      {t('sale.left', { time })}
    </span>
  );
}
