import type { TFunction } from '../client/i18n/react';
import s from './shell.module.css';

/**
 * Demo mode's notice on every page: a slim strip above the header, in the page's flow (it covers
 * nothing), so nobody mistakes the demo for a shop that takes real money.
 */
export function DemoNotice({ t }: { t: TFunction }) {
  // In a landmark named by its own text, so no content sits outside every landmark (axe `region`).
  return (
    <aside aria-labelledby="demo-notice">
      <p id="demo-notice" className={s.demoNotice} role="note" data-testid="demo-notice">
        {t('demo.notice')}
      </p>
    </aside>
  );
}
