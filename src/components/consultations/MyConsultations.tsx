'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import {
  CancelConsultationDocument,
  MyConsultationsDocument,
  RescheduleConsultationDocument,
} from '../../client/consultations/documents';
import { useSession } from '../../client/session/SessionProvider';
import type { ConsultationFieldsFragment, ConsultationStatus } from '../../gql/graphql';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { SlotPicker } from './SlotPicker';

const statusColour: Record<ConsultationStatus, 'primary' | 'success' | 'default' | 'warning'> = {
  BOOKED: 'primary',
  DONE: 'success',
  NO_SHOW: 'warning',
  CANCELLED: 'default',
};

function Reschedule({ call, onDone }: { call: ConsultationFieldsFragment; onDone(message: string): void }) {
  const { t, i18n } = useTranslation();
  const [zone, setZone] = useState(browserTimeZone());
  const [at, setAt] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, move] = useMutation(asDocument(RescheduleConsultationDocument));
  async function save() {
    if (!at) return setProblem(t('consult.pickTime'));
    try {
      const r = dataOf(await move({ id: call.id, startsAt: at, timeZone: zone })).rescheduleConsultation;
      if (r.ok)
        return onDone(t('consult.mine.rescheduled', { when: formatInstant(at, i18n.language, 'dateTime', zone) }));
      setProblem(t(`consult.errors.${r.refusal ?? 'SLOT_TAKEN'}`));
      setAt(null);
      setRefresh((n) => n + 1);
    } catch {
      setProblem(t('consult.failed'));
    }
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, p: 2, bgcolor: 'action.hover', borderRadius: 2 }}>
      <SlotPicker
        idPrefix={`move-${call.id}`}
        durationMinutes={call.durationMinutes}
        timeZone={zone}
        onTimeZone={setZone}
        value={at}
        onChange={setAt}
        refresh={refresh}
      />
      {problem ? (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Box>
        <Button variant="contained" onClick={() => void save()} disabled={fetching}>
          {t('consult.mine.moveHere')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The signed-in shopper's consultations (by account or verified phone): when, with whom, the designer's
 * notes, and reschedule or cancel while still allowed. Renders nothing for a signed-out visitor.
 */
export function MyConsultations() {
  const { status } = useSession();
  if (status !== 'signed-in') return null;
  return <MyConsultationsList />;
}

function MyConsultationsList() {
  const { t, i18n } = useTranslation();
  const [{ data, error }, reexecute] = useQuery({ query: asDocument(MyConsultationsDocument) });
  const [, cancel] = useMutation(asDocument(CancelConsultationDocument));
  const [moving, setMoving] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const zone = browserTimeZone();
  useEffect(() => {
    const again = () => reexecute({ requestPolicy: 'network-only' });
    window.addEventListener('consultations:changed', again);
    return () => window.removeEventListener('consultations:changed', again);
  }, [reexecute]);

  async function callOff(call: ConsultationFieldsFragment) {
    if (!window.confirm(t('consult.mine.confirmCancel'))) return;
    try {
      const r = dataOf(await cancel({ id: call.id })).cancelConsultation;
      setMessage(
        r.ok
          ? { text: t('consult.mine.cancelled'), ok: true }
          : { text: t(`consult.errors.${r.refusal ?? 'NOT_FOUND'}`), ok: false },
      );
    } catch {
      setMessage({ text: t('consult.failed'), ok: false });
    }
    reexecute({ requestPolicy: 'network-only' });
  }

  const calls = data?.myConsultations;
  return (
    <Box
      component="section"
      aria-labelledby="my-consultations-title"
      sx={{ display: 'grid', gap: 2 }}
      data-testid="my-consultations"
    >
      <Typography id="my-consultations-title" variant="h5" component="h2">
        {t('consult.mine.title')}
      </Typography>
      {message ? (
        <Alert severity={message.ok ? 'success' : 'warning'} role="status">
          {message.text}
        </Alert>
      ) : null}
      {error ? <Typography role="alert">{t('consult.failed')}</Typography> : null}
      {calls && calls.length === 0 ? <Typography color="text.secondary">{t('consult.mine.none')}</Typography> : null}
      {calls?.map((c) => (
        <Box
          key={c.id}
          component="article"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.paper' }}
          data-testid="my-consultation"
        >
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {t(`consult.topics.${c.topic}`)} · {t(`consult.channels.${c.channel}`)}
            </Typography>
            <Chip size="small" color={statusColour[c.status]} label={t(`consult.status.${c.status}`)} />
          </Box>
          <Typography>
            <bdi>{formatInstant(c.startsAt, i18n.language, 'dateTime', zone)}</bdi> ·{' '}
            {t('consult.minutes', { count: c.durationMinutes })} · <bdi dir="ltr">{zone.replace(/_/g, ' ')}</bdi>
          </Typography>
          <Typography color="text.secondary">
            {t('consult.mine.withDesigner', { name: c.designerName })}
            {c.orderNumber ? ` · ${t('consult.mine.order', { number: c.orderNumber })}` : ''}
          </Typography>
          {c.notes ? (
            <Box sx={{ mt: 1.5, p: 1.5, borderInlineStart: 3, borderColor: 'primary.main', bgcolor: 'action.hover' }}>
              <Typography variant="subtitle2" component="h4">
                {t('consult.mine.notes')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }} dir="auto" data-testid="consult-notes">
                {c.notes}
              </Typography>
            </Box>
          ) : null}
          {c.canChange ? (
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                size="small"
                onClick={() => setMoving(moving === c.id ? null : c.id)}
                aria-expanded={moving === c.id}
              >
                {t('consult.mine.reschedule')}
              </Button>
              <Button variant="text" color="error" size="small" onClick={() => void callOff(c)}>
                {t('consult.mine.cancel')}
              </Button>
            </Box>
          ) : c.status === 'BOOKED' ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('consult.mine.tooLate')}
            </Typography>
          ) : null}
          {moving === c.id ? (
            <Reschedule
              call={c}
              onDone={(text) => {
                setMoving(null);
                setMessage({ text, ok: true });
                reexecute({ requestPolicy: 'network-only' });
              }}
            />
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
