'use client';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { ConsultationSlotsDocument } from '../../client/consultations/documents';
import { formatCalendarDate, formatInstant } from '../../lib/dates';
import { zoneChoices, zoneLabel } from './zones';

type Props = {
  durationMinutes: number;
  timeZone: string;
  onTimeZone(zone: string): void;
  value: string | null;
  onChange(startsAt: string | null): void;
  /** Bumped to ask for the free times again (after a slot was taken by someone else). */
  refresh: number;
  idPrefix: string;
};

/** A day, then its free start times, all shown in the chosen time zone. */
export function SlotPicker({ durationMinutes, timeZone, onTimeZone, value, onChange, refresh, idPrefix }: Props) {
  const { t, i18n } = useTranslation();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: asDocument(ConsultationSlotsDocument),
    variables: { timeZone, durationMinutes },
  });
  useEffect(() => {
    if (refresh > 0) reexecute({ requestPolicy: 'network-only' });
  }, [refresh, reexecute]);
  const answer = data?.consultationSlots;
  const days = useMemo(() => answer?.days ?? [], [answer]);
  const [date, setDate] = useState<string | null>(null);
  const day =
    days.find((d) => d.date === date) ?? days.find((d) => value !== null && d.starts.includes(value)) ?? days[0];
  const zones = useMemo(() => zoneChoices(timeZone, i18n.language), [timeZone, i18n.language]);
  // A chosen time that is no longer free (taken meanwhile, or brought back from sign-in too late) is dropped.
  useEffect(() => {
    if (answer?.ok && value !== null && !days.some((d) => d.starts.includes(value))) onChange(null);
  }, [answer, days, value, onChange]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          id={`${idPrefix}-zone`}
          label={t('consult.timeZone')}
          value={timeZone}
          onChange={(e) => {
            onTimeZone(e.target.value);
            onChange(null);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          id={`${idPrefix}-day`}
          label={t('consult.dayLabel')}
          value={day?.date ?? ''}
          disabled={days.length === 0}
          onChange={(e) => {
            setDate(e.target.value);
            onChange(null);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {formatCalendarDate(d.date, i18n.language, 'day')} · {t('consult.freeCount', { count: d.starts.length })}
            </option>
          ))}
        </TextField>
      </Box>
      {error ? (
        <Typography role="alert" color="error">
          {t('consult.failed')}
        </Typography>
      ) : answer && !answer.ok ? (
        <Typography role="alert" color="error">
          {t(`consult.errors.${answer.refusal}`)}
        </Typography>
      ) : fetching && !answer ? (
        <Box role="status" aria-label={t('consult.loading')} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-hidden />
        </Box>
      ) : !day ? (
        <Typography>{t('consult.noSlots')}</Typography>
      ) : (
        <Box role="group" aria-labelledby={`${idPrefix}-times`}>
          <Typography id={`${idPrefix}-times`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('consult.times', { zone: zoneLabel(timeZone, i18n.language) })}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))' }}
            data-testid="consult-slots"
          >
            {day.starts.map((s) => (
              <ToggleButton
                key={s}
                value={s}
                size="small"
                selected={value === s}
                onChange={() => onChange(value === s ? null : s)}
                sx={{ textTransform: 'none', color: 'text.primary', fontWeight: 500 }}
              >
                <bdi>{formatInstant(s, i18n.language, 'time', timeZone)}</bdi>
              </ToggleButton>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
