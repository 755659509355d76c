import type { TFunction } from '../../client/i18n/react';
import { RouterLink } from '../RouterLink';
import s from './pagination.module.css';

/** First, last, and two either side of the current page; each a real link. */
export function Pagination({
  page,
  pageCount,
  href,
  t,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  t: TFunction;
}) {
  if (pageCount <= 1) return null;
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={t('listing.pages')} className={s.pages}>
      <ul>
        {page > 1 && page <= pageCount ? (
          <li>
            <RouterLink href={href(page - 1)} rel="prev" className={`${s.pageLink} ${s.pageStep}`}>
              {t('listing.previous')}
            </RouterLink>
          </li>
        ) : null}
        {pages.map((p, i) => (
          <li key={p}>
            {i > 0 && p - pages[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            <RouterLink
              href={href(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('listing.pageN', { page: p })}
              className={s.pageLink}
            >
              {p}
            </RouterLink>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <RouterLink href={href(page + 1)} rel="next" className={`${s.pageLink} ${s.pageStep}`}>
              {t('listing.next')}
            </RouterLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
