'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import { useMutation } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import { BookConsultationDocument } from '../../client/consultations/documents';
import { useSession } from '../../client/session/SessionProvider';
import type { ConsultationChannel, ConsultationFieldsFragment, ConsultationTopic } from '../../gql/graphql';
import {
  consultationBookingSchema,
  consultationOrderPattern as orderPattern,
  type ConsultationBooking as Picks,
} from '../../lib/consultation-booking';
import { consultationChannels, consultationLengths, consultationTopics, isTimeZone } from '../../lib/consultations';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { loginHref } from '../../lib/login-href';
import { SlotPicker } from './SlotPicker';
import { zoneLabel } from './zones';

const resolver = standardSchemaResolver(consultationBookingSchema);

/** What the address bar carries over a sign-in, so the shopper comes back to the same choices. */
function picksFromUrl(search: string): Partial<Picks> {
  const q = new URLSearchParams(search);
  const out: Partial<Picks> = {};
  const topic = q.get('topic');
  if (topic && (consultationTopics as readonly string[]).includes(topic)) out.topic = topic as ConsultationTopic;
  const channel = q.get('channel');
  if (channel && (consultationChannels as readonly string[]).includes(channel))
    out.channel = channel as ConsultationChannel;
  const length = Number(q.get('length'));
  if ((consultationLengths as readonly number[]).includes(length)) out.length = length;
  const zone = q.get('tz');
  if (zone && isTimeZone(zone)) out.zone = zone;
  const at = q.get('at');
  if (at && !Number.isNaN(Date.parse(at))) out.at = at;
  const order = q.get('order')?.toUpperCase();
  if (order && orderPattern.test(order)) out.order = order;
  return out;
}

/** CONSULT NOW: a topic, a channel, a length and a free time; a signed-out shopper proves the phone first. */
export function BookConsultation() {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const { status } = useSession();
  // The picks' problem (no time yet, or the server's refusal) stays until a pick changes or the next try.
  const {
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Picks>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      topic: 'SAREE_STYLING',
      channel: 'VIDEO',
      length: 30,
      zone: 'Asia/Kolkata',
      at: null,
      order: null,
    },
  });
  const picks = useWatch({ control }) as Picks;
  const [ready, setReady] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const problemOf = (error: { type?: string | number; message?: string } | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(`consult.${error.message}`)) : null;
  const problem = problemOf(errors.at ?? errors.zone ?? errors.root?.server);
  const [booked, setBooked] = useState<ConsultationFieldsFragment | null>(null);
  const [{ fetching }, book] = useMutation(asDocument(BookConsultationDocument));

  // The browser's zone, and any choices brought back from the sign-in page.
  useEffect(() => {
    reset({ ...getValues(), zone: browserTimeZone(), ...picksFromUrl(window.location.search) });
    setReady(true);
  }, [reset, getValues]);

  // Handlers keep their identity, so the parts a pick does not change are not rendered again.
  const set = useCallback(
    (change: Partial<Picks>) => {
      clearErrors();
      for (const [key, value] of Object.entries(change)) setValue(key as keyof Picks, value);
    },
    [clearErrors, setValue],
  );
  const setZone = useCallback((zone: string) => set({ zone }), [set]);
  const setAt = useCallback((at: string | null) => (at === null ? setValue('at', null) : set({ at })), [set, setValue]);

  function returnAddress(): string {
    const q = new URLSearchParams({
      topic: picks.topic,
      channel: picks.channel,
      length: String(picks.length),
      tz: picks.zone,
    });
    if (picks.at) q.set('at', picks.at);
    if (picks.order) q.set('order', picks.order);
    return loginHref({ pathname: '/get-in-touch', search: `?${q}`, hash: '#book' });
  }

  async function submit(picks: Picks) {
    if (status !== 'signed-in') return router.push(returnAddress());
    try {
      const r = dataOf(
        await book({
          input: {
            startsAt: picks.at!,
            durationMinutes: picks.length,
            topic: picks.topic,
            channel: picks.channel,
            timeZone: picks.zone,
            orderNumber: picks.order,
          },
        }),
      ).bookConsultation;
      if (r.ok && r.consultation) {
        setBooked(r.consultation);
        // The choices brought back from sign-in are spent: a reload starts afresh (keeping the order).
        window.history.replaceState(
          null,
          '',
          picks.order ? `/get-in-touch?order=${encodeURIComponent(picks.order)}#book` : '/get-in-touch#book',
        );
        window.dispatchEvent(new Event('consultations:changed'));
        return;
      }
      // Someone else took it (or it is no longer free): show the times still open.
      if (r.refusal === 'SLOT_TAKEN' || r.refusal === 'SLOT_UNAVAILABLE' || r.refusal === 'TOO_SOON') {
        set({ at: null });
        setRefresh((n) => n + 1);
      }
      setError('at', { type: 'server', message: t(`consult.errors.${r.refusal ?? 'SLOT_TAKEN'}`) });
    } catch {
      setError('root.server', { type: 'server', message: t('consult.failed') });
    }
  }

  // Topic, channel and length (MUI radios, each restyled through emotion when rendered): rendered again
  // only when one of them changes, not when a time is chosen.
  const choices = useMemo(
    () => (
      <>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('consult.topic')}</FormLabel>
          <RadioGroup
            row
            value={picks.topic}
            onChange={(e) => set({ topic: e.target.value as ConsultationTopic })}
            name="topic"
          >
            {consultationTopics.map((v) => (
              <FormControlLabel key={v} value={v} control={<Radio />} label={t(`consult.topics.${v}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('consult.channel')}</FormLabel>
            <RadioGroup
              row
              value={picks.channel}
              onChange={(e) => set({ channel: e.target.value as ConsultationChannel })}
              name="channel"
            >
              {consultationChannels.map((v) => (
                <FormControlLabel key={v} value={v} control={<Radio />} label={t(`consult.channels.${v}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('consult.length')}</FormLabel>
            <RadioGroup
              row
              value={String(picks.length)}
              onChange={(e) => set({ length: Number(e.target.value), at: null })}
              name="length"
            >
              {consultationLengths.map((v) => (
                <FormControlLabel
                  key={v}
                  value={String(v)}
                  control={<Radio />}
                  label={t('consult.minutes', { count: v })}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Box>
      </>
    ),
    [t, set, picks.topic, picks.channel, picks.length],
  );

  if (booked) {
    return (
      <Alert
        severity="success"
        role="status"
        data-testid="consult-booked"
        action={
          <Button
            onClick={() => {
              setBooked(null);
              set({ at: null });
              setRefresh((n) => n + 1);
            }}
          >
            {t('consult.bookAnother')}
          </Button>
        }
      >
        {t('consult.booked', {
          designer: booked.designerName,
          when: formatInstant(booked.startsAt, i18n.language, 'dateTime', picks.zone),
          zone: zoneLabel(picks.zone, i18n.language),
        })}
      </Alert>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(submit)}
      sx={{ display: 'grid', gap: 3 }}
      aria-labelledby="consult-book-title"
    >
      {picks.order ? <Alert severity="info">{t('consult.forOrder', { number: picks.order })}</Alert> : null}
      {choices}
      {ready ? (
        <SlotPicker
          idPrefix="book"
          durationMinutes={picks.length}
          timeZone={picks.zone}
          onTimeZone={setZone}
          value={picks.at}
          onChange={setAt}
          refresh={refresh}
        />
      ) : null}
      {problem ? (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={fetching || status === 'unknown'}>
          {status === 'signed-in' ? t('consult.book') : t('consult.verifyAndBook')}
        </Button>
        {status !== 'signed-in' ? <Typography color="text.secondary">{t('consult.signedOutHint')}</Typography> : null}
        {picks.at ? (
          <Typography data-testid="consult-chosen">
            {t('consult.chosen', { when: formatInstant(picks.at, i18n.language, 'dateTime', picks.zone) })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
