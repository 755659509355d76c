'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '../../../../client/i18n/react';

/** One opening range on a weekday (1 = Monday), clock times as the time inputs hold them. */
export type Range = { weekday: number; start: string; end: string };
const weekdays = [1, 2, 3, 4, 5, 6, 7];

/** Weekday names in the page's language (1 = Monday; 5 Jan 2026 was a Monday). */
function weekdayName(weekday: number, lng: string): string {
  return new Intl.DateTimeFormat(lng, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + weekday)),
  );
}

/** The week's opening hours in HoursEditor: each weekday with its ranges, added and removed in place. */
export function WeeklyHours({ ranges, setRanges }: { ranges: Range[]; setRanges: Dispatch<SetStateAction<Range[]>> }) {
  const { t, i18n } = useTranslation();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('consult.hours.weekly')}</FormLabel>
      <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
        {weekdays.map((w) => {
          const mine = ranges.map((r, i) => ({ r, i })).filter(({ r }) => r.weekday === w);
          const day = weekdayName(w, i18n.language);
          return (
            <Box
              key={w}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
                gap: 1,
                alignItems: 'start',
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1.5,
              }}
            >
              <Typography sx={{ fontWeight: 600, pt: 1 }}>{day}</Typography>
              <Box sx={{ display: 'grid', gap: 1 }}>
                {mine.length === 0 ? (
                  <Typography color="text.secondary" sx={{ pt: 1 }}>
                    {t('consult.hours.closed')}
                  </Typography>
                ) : null}
                {mine.map(({ r, i }) => (
                  <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <TextField
                      size="small"
                      type="time"
                      label={t('consult.hours.from')}
                      value={r.start}
                      onChange={(e) =>
                        setRanges((rs) => rs.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)))
                      }
                      slotProps={{ htmlInput: { step: 300, 'aria-label': t('consult.hours.fromOn', { day }) } }}
                    />
                    <TextField
                      size="small"
                      type="time"
                      label={t('consult.hours.to')}
                      value={r.end}
                      onChange={(e) =>
                        setRanges((rs) => rs.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)))
                      }
                      slotProps={{ htmlInput: { step: 300, 'aria-label': t('consult.hours.toOn', { day }) } }}
                    />
                    <IconButton
                      aria-label={t('consult.hours.remove', { day })}
                      onClick={() => setRanges((rs) => rs.filter((_x, j) => j !== i))}
                    >
                      <span aria-hidden>×</span>
                    </IconButton>
                  </Box>
                ))}
                <Box>
                  <Button
                    size="small"
                    onClick={() => setRanges((rs) => [...rs, { weekday: w, start: '10:00', end: '18:00' }])}
                    aria-label={t('consult.hours.addOn', { day })}
                  >
                    {t('consult.hours.add')}
                  </Button>
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </FormControl>
  );
}
