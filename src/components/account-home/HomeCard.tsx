'use client';
import type { ReactNode } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { RouterLink } from '../RouterLink';
import s from './account-home.module.css';

export type CardState = 'loading' | 'failed' | 'ready';

/**
 * One card of the account home: a heading, a summary (or its loading bars, or why it failed) and a
 * link to the full page. The card keeps its height whatever it shows, so the page does not jump.
 */
export function HomeCard({
  id,
  title,
  state,
  more,
  children,
}: {
  id: string;
  title: string;
  state: CardState;
  /** The full page; left out while its own empty state offers the way in. */
  more?: { href: string; label: string } | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `home-${id}-title`;
  return (
    <section className={s.card} aria-labelledby={titleId} data-testid={`home-${id}`}>
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      <div className={s.body}>
        {state === 'loading' ? (
          <div className={s.skeleton} role="status" aria-busy="true" aria-label={t('accountHome.loading')}>
            <span className={s.bar} />
            <span className={s.bar} />
            <span className={s.bar} />
          </div>
        ) : state === 'failed' ? (
          <p role="alert" className={s.empty}>
            {t('accountHome.failed')}
          </p>
        ) : (
          children
        )}
      </div>
      {more && state === 'ready' ? (
        <RouterLink href={more.href} className={s.more}>
          {more.label}
        </RouterLink>
      ) : null}
    </section>
  );
}

/** What a card says when there is nothing yet, with the way to start. */
export function EmptyState({ text, action }: { text: string; action: { href: string; label: string } }) {
  return (
    <>
      <p className={s.empty}>{text}</p>
      <RouterLink href={action.href} className="outlined-button">
        {action.label}
      </RouterLink>
    </>
  );
}

/** The card's state from a query's answer. */
export function cardState(r: { data?: unknown; error?: unknown }): CardState {
  if (r.data) return 'ready';
  return r.error ? 'failed' : 'loading';
}
