'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { ChangeTrailDocument } from '../../client/admin-catalogue/documents';
import { asDocument } from '../../client/graphql/document';
import { staffContext } from '../../client/session/gateway-client';
import { browserTimeZone, formatInstant } from '../../lib/dates';

/** What changed, as the trail keeps it: the fields as they were and are, compact. */
function fields(json: string | null): string {
  if (!json) return '—';
  const value = JSON.parse(json) as Record<string, unknown>;
  return Object.entries(value)
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? Object.values(v).join(' / ') : String(v)}`)
    .join('; ');
}

/** One thing's audit trail (who, in which role, what, before → after, when), newest first. */
export function ChangeTrail({
  entity,
  entityId,
  name,
  onClose,
}: {
  entity: string;
  entityId: string;
  name: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [{ data, error, fetching }] = useQuery({
    query: asDocument(ChangeTrailDocument),
    variables: { entity, entityId },
    context: staffContext.admin,
    requestPolicy: 'network-only',
  });
  const rows = data?.auditTrail ?? [];
  const zone = browserTimeZone();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} component="h2">
        {t('adminCatalogue.trail.title', { name })}
      </DialogTitle>
      <DialogContent>
        {error ? <p role="alert">{t('adminCatalogue.loadFailed')}</p> : null}
        {fetching && !data ? <p role="status">{t('adminCatalogue.loading')}</p> : null}
        {data && rows.length === 0 ? <p>{t('adminCatalogue.trail.none')}</p> : null}
        {rows.length > 0 ? (
          <ol style={{ paddingInlineStart: 20, margin: 0, display: 'grid', gap: 12 }}>
            {rows.map((r) => (
              <li key={r.id}>
                <strong>{t(`adminCatalogue.trail.action.${r.action}`, { defaultValue: r.action })}</strong>
                {' · '}
                {formatInstant(r.at, i18n.language, 'dateTime', zone)}
                {' · '}
                {t('adminCatalogue.trail.by', {
                  role: t(`adminCatalogue.trail.role.${r.actorRole}`, { defaultValue: r.actorRole }),
                  id: r.actorId?.slice(0, 8) ?? '—',
                })}
                <div dir="auto" style={{ fontSize: 14, overflowWrap: 'anywhere' }}>
                  {t('adminCatalogue.trail.before')}: {fields(r.before)}
                  <br />
                  {t('adminCatalogue.trail.after')}: {fields(r.after)}
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminCatalogue.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
