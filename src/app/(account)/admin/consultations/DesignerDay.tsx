'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OperationContext } from '@urql/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import {
  ConsultationDesignersDocument,
  DesignerDayDocument,
  RecordConsultationOutcomeDocument,
} from '../../../../client/consultations/documents';
import type { DesignerDayQuery } from '../../../../gql/graphql';
import { browserTimeZone, formatInstant } from '../../../../lib/dates';
import { zoneLabel } from '../../../../components/consultations/zones';
import { JobDetails } from '../../../../components/workshop/JobDetails';
import { maxConsultationNotes } from '../../../../lib/consultations';

type Call = DesignerDayQuery['designerDay'][number];

function Outcome({ call, context, onDone }: { call: Call; context: Partial<OperationContext>; onDone(): void }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(call.consultation.notes ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, record] = useMutation(asDocument(RecordConsultationOutcomeDocument));
  const id = `notes-${call.consultation.id}`;
  async function save(outcome: 'DONE' | 'NO_SHOW') {
    setProblem(null);
    try {
      const r = dataOf(
        await record({ id: call.consultation.id, outcome, notes: notes.trim() || null }, context),
      ).recordConsultationOutcome;
      if (!r.ok) return setProblem(t(`consult.errors.${r.refusal ?? 'NOT_FOUND'}`));
      onDone();
    } catch {
      setProblem(t('consult.failed'));
    }
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      <TextField
        id={id}
        label={t('consult.day.notes')}
        helperText={t('consult.day.notesHint')}
        multiline
        minRows={3}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        slotProps={{ htmlInput: { maxLength: maxConsultationNotes, dir: 'auto' } }}
      />
      {problem ? (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void save('DONE')} disabled={fetching}>
          {call.consultation.status === 'DONE' ? t('consult.day.saveNotes') : t('consult.day.markDone')}
        </Button>
        {call.consultation.status === 'BOOKED' ? (
          <Button
            variant="outlined"
            color="warning"
            // MUI's warning orange is 3.1:1 on white (and its dark shade 3.8:1): this amber reads at 5:1.
            sx={{ color: '#b45309', borderColor: '#b45309' }}
            onClick={() => void save('NO_SHOW')}
            disabled={fetching}
          >
            {t('consult.day.noShow')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/** Upcoming and today's calls, each with who booked, their orders, and the outcome form. */
export function DesignerDay({ admin, context }: { admin: boolean; context: Partial<OperationContext> }) {
  const { t, i18n } = useTranslation();
  const [designerId, setDesignerId] = useState('');
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: asDocument(DesignerDayDocument),
    variables: { designerId: designerId || null },
    context: useMemo(() => context, [context]),
  });
  const [{ data: team }] = useQuery({
    query: asDocument(ConsultationDesignersDocument),
    context: useMemo(() => context, [context]),
    pause: !admin,
  });
  const zone = browserTimeZone();
  const names = new Map(team?.consultationDesigners.map((d) => [d.id, d.displayName]) ?? []);
  const calls = data?.designerDay;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {admin ? (
        <TextField
          select
          id="day-designer"
          label={t('consult.day.designer')}
          value={designerId}
          onChange={(e) => setDesignerId(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 360 }}
        >
          <option value="">{t('consult.day.allDesigners')}</option>
          {team?.consultationDesigners.map((d) => (
            <option key={d.id} value={d.id}>
              {d.displayName}
            </option>
          ))}
        </TextField>
      ) : null}
      <Typography color="text.secondary">
        {t('consult.day.zoneNote', { zone: zoneLabel(zone, i18n.language) })}
      </Typography>
      {error ? <Alert severity="error">{t('consult.failed')}</Alert> : null}
      {!calls && fetching ? <Typography role="status">{t('consult.loading')}</Typography> : null}
      {calls && calls.length === 0 ? <Typography>{t('consult.day.empty')}</Typography> : null}
      {calls?.map((call) => {
        const c = call.consultation;
        return (
          <Box
            key={c.id}
            component="article"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.paper' }}
            data-testid="designer-call"
          >
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography component="h2" variant="h6">
                <bdi>{formatInstant(c.startsAt, i18n.language, 'dateTime', zone)}</bdi> ·{' '}
                {t('consult.minutes', { count: c.durationMinutes })}
              </Typography>
              <Chip
                size="small"
                label={t(`consult.status.${c.status}`)}
                color={c.status === 'BOOKED' ? 'primary' : c.status === 'DONE' ? 'success' : 'default'}
              />
            </Box>
            <Typography>
              {t(`consult.topics.${c.topic}`)} · {t(`consult.channels.${c.channel}`)}
              {admin && names.get(call.designerId)
                ? ` · ${t('consult.mine.withDesigner', { name: names.get(call.designerId) })}`
                : ''}
            </Typography>
            <Typography>
              {t('consult.day.shopper')}: {call.shopperName ?? '—'} ·{' '}
              <bdi dir="ltr">
                <a href={`tel:${call.shopperPhone}`}>{call.shopperPhone}</a>
              </bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('consult.day.theirZone', {
                zone: zoneLabel(c.timeZone, i18n.language),
                time: formatInstant(c.startsAt, i18n.language, 'time', c.timeZone),
              })}
            </Typography>
            {c.orderNumber ? (
              <Typography variant="body2">{t('consult.mine.order', { number: c.orderNumber })}</Typography>
            ) : null}
            <Box sx={{ mt: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {t('consult.day.orders')}
              </Typography>
              {call.shopperOrders.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('consult.day.noOrders')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
                  {call.shopperOrders.map((o) => (
                    <li key={o.number}>
                      <bdi dir="ltr">{o.number}</bdi> · {t(`orders.status.${o.status}`)} ·{' '}
                      {o.items.map((i) => `${i.name} × ${i.qty}`).join(', ')}
                      {o.hasTailoring ? ` · ${t('consult.day.hasTailoring')}` : ''}
                    </li>
                  ))}
                </Box>
              )}
              {/* What the call is about: each tailoring line's options and the measurements the order keeps. */}
              {call.tailoringLines.map((line) => (
                <Box
                  key={line.id}
                  sx={{ mt: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
                  data-testid="designer-call-tailoring"
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <bdi dir="ltr">{line.orderNumber}</bdi> · {line.service?.name ?? t('consult.day.hasTailoring')} ·{' '}
                    {t(`workshop.stage.${line.stage}`)}
                  </Typography>
                  <JobDetails line={line} staff />
                </Box>
              ))}
            </Box>
            {c.status === 'CANCELLED' ? null : Date.parse(c.startsAt) > Date.now() ? (
              // How it went is known only once it has started (the server refuses earlier: NOT_STARTED).
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="outcome-later">
                {t('consult.day.outcomeLater')}
              </Typography>
            ) : (
              <Outcome call={call} context={context} onDone={() => reexecute({ requestPolicy: 'network-only' })} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
