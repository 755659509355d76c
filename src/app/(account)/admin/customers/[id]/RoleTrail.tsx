'use client';
import { useTranslation } from '../../../../../client/i18n/react';
import type { CustomerQuery } from '../../../../../gql/graphql';
import s from '../customers.module.css';

/** Who changed this person's roles, in which role, from what to what, and when. */
export function RoleTrail({ entries, when }: { entries: CustomerQuery['auditTrail']; when(at: string): string }) {
  const { t, i18n } = useTranslation();
  // The roles by their names in the page's language, not the codes stored.
  const rolesOf = (json: string | null | undefined): string => {
    const roles = json ? ((JSON.parse(json) as { roles?: string[] }).roles ?? []) : [];
    // Joined as the language joins a list (Arabic with its own comma).
    const names = roles.map((r) => t(`adminCustomers.role.${r}`, { defaultValue: r }));
    return names.length ? new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }).format(names) : '—';
  };
  return (
    <section className={s.section} aria-labelledby="c-trail">
      <h2 id="c-trail">{t('adminCustomers.trail')}</h2>
      {!entries || entries.length === 0 ? (
        <p>{t('adminCustomers.noTrail')}</p>
      ) : (
        <ul className={s.list}>
          {entries.map((e) => (
            <li key={e.id}>
              {when(e.at)} ·{' '}
              {t('adminCustomers.trailLine', {
                action: t(`adminCustomers.action.${e.action}`, { defaultValue: e.action }),
                actor: e.actorName ?? e.actorId ?? '—',
                role: t(`adminCustomers.role.${e.actorRole}`, { defaultValue: e.actorRole }),
                before: rolesOf(e.before),
                after: rolesOf(e.after),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
