import type { TFunction } from '../../client/i18n/react';
import { RouterLink } from '../RouterLink';
import s from './breadcrumbs.module.css';
import { JsonLd } from './JsonLd';

export type Crumb = { name: string; path: string };

/** The trail above a page, and the same trail as BreadcrumbList JSON-LD. */
export function Breadcrumbs({ trail, t, baseUrl }: { trail: Crumb[]; t: TFunction; baseUrl: string }) {
  const all = [{ name: t('breadcrumbs.home'), path: '/' }, ...trail];
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: all.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.name,
            item: `${baseUrl}${c.path}`,
          })),
        }}
      />
      <nav aria-label={t('breadcrumbs.label')} className={s.crumbs}>
        <ol>
          {all.map((c, i) => (
            <li key={c.path}>
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {i === all.length - 1 ? (
                <span aria-current="page">{c.name}</span>
              ) : (
                <RouterLink href={c.path}>{c.name}</RouterLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
