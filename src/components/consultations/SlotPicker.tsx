'use client';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
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

const slotSx = { textTransform: 'none', color: 'text.primary', fontWeight: 500 } as const;
const slotsSx = { display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))' } as const;
const fieldsSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * One free time. Memoised: choosing a time re-renders the two buttons whose state changes, not every
 * MUI button of the day (each re-render restyles it through emotion, which made the choice slow to show).
 */
const SlotButton = memo(function SlotButton({
  start,
  label,
  selected,
  onToggle,
}: {
  start: string;
  label: string;
  selected: boolean;
  onToggle(start: string): void;
}) {
  return (
    <ToggleButton value={start} size="small" selected={selected} onChange={() => onToggle(start)} sx={slotSx}>
      <bdi>{label}</bdi>
    </ToggleButton>
  );
});

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
  const timesTitle = useMemo(
    () => t('consult.times', { zone: zoneLabel(timeZone, i18n.language) }),
    [t, timeZone, i18n.language],
  );
  // The latest value and handler, for callbacks that keep their identity across renders (see SlotButton).
  const latest = useRef({ value, onChange, onTimeZone });
  useEffect(() => {
    latest.current = { value, onChange, onTimeZone };
  });
  const toggle = useCallback((start: string) => {
    const { value, onChange } = latest.current;
    onChange(value === start ? null : start);
  }, []);
  // The zone and day fields (hundreds of zones) stay as they are when only the chosen time changes.
  const dayValue = day?.date ?? '';
  const fields = useMemo(
    () => (
      <Box sx={fieldsSx}>
        <TextField
          select
          id={`${idPrefix}-zone`}
          label={t('consult.timeZone')}
          value={timeZone}
          onChange={(e) => {
            latest.current.onTimeZone(e.target.value);
            latest.current.onChange(null);
          }}
          slotProps={nativeSelect}
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
          value={dayValue}
          disabled={days.length === 0}
          onChange={(e) => {
            setDate(e.target.value);
            latest.current.onChange(null);
          }}
          slotProps={nativeSelect}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {formatCalendarDate(d.date, i18n.language, 'day')} · {t('consult.freeCount', { count: d.starts.length })}
            </option>
          ))}
        </TextField>
      </Box>
    ),
    [idPrefix, t, timeZone, zones, dayValue, days, i18n.language],
  );
  // A chosen time that is no longer free (taken meanwhile, or brought back from sign-in too late) is dropped.
  useEffect(() => {
    if (answer?.ok && value !== null && !days.some((d) => d.starts.includes(value))) onChange(null);
  }, [answer, days, value, onChange]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields}
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
            {timesTitle}
          </Typography>
          <Box sx={slotsSx} data-testid="consult-slots">
            {day.starts.map((s) => (
              <SlotButton
                key={s}
                start={s}
                label={formatInstant(s, i18n.language, 'time', timeZone)}
                selected={value === s}
                onToggle={toggle}
              />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
