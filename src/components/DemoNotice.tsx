import type { TFunction } from 'i18next';
import s from './shell.module.css';

/**
 * Demo mode's notice on every page: a slim strip above the header, in the page's flow (it covers
 * nothing), so nobody mistakes the demo for a shop that takes real money.
 */
export function DemoNotice({ t }: { t: TFunction }) {
  return (
    <p className={s.demoNotice} role="note" data-testid="demo-notice">
      {t('demo.notice')}
    </p>
  );
}
