'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useQuery } from 'urql';
import { AdminCurrencyRatesDocument } from '../../../../client/currency/documents';
import { asDocument } from '../../../../client/graphql/document';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { ChangeTrail } from '../../../../components/admin-catalogue/ChangeTrail';
import { DeskStatus, TableFrame } from '../../../../components/admin-catalogue/DeskParts';
import { formatRate, isDisplayCurrency, rateScale } from '../../../../lib/currency';
import { browserTimeZone, formatCalendarDate, formatInstant } from '../../../../lib/dates';
import { RateDialog, type RateRow } from './RateDialog';

type Open = { kind: 'edit'; row: RateRow } | { kind: 'trail'; row: RateRow } | null;

/**
 * The display currencies' rates: what a shopper abroad reads prices at (always charged in rupees). The
 * list and every change are the server's to allow (admins only); this page only says so to others.
 */
export function CurrencyDesk() {
  const { t, i18n } = useTranslation();
  const isAdmin = useSession().user?.roles.includes('admin') ?? false;
  const [{ data, error }, reload] = useQuery({
    query: asDocument(AdminCurrencyRatesDocument),
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const [open, setOpen] = useState<Open>(null);
  if (!isAdmin) return <p role="alert">{t('adminCatalogue.adminsOnly')}</p>;
  const rows = data?.adminCurrencyRates ?? [];
  const lng = i18n.language;
  const name = (code: string) => t(`currency.names.${code}`, { defaultValue: code });
  const rate = (r: RateRow) =>
    isDisplayCurrency(r.code) ? formatRate(r.code, Math.round(r.inrPerUnit * rateScale), lng) : String(r.inrPerUnit);
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <DeskStatus loading={!data && !error} failed={!!error} />
      <TableFrame label={t('currency.admin.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('currency.admin.currency')}</TableCell>
            <TableCell>{t('currency.admin.rate')}</TableCell>
            <TableCell>{t('currency.admin.asOf')}</TableCell>
            <TableCell>{t('currency.admin.changed')}</TableCell>
            <TableCell>{t('adminCatalogue.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.code} data-testid={`rate-${r.code}`}>
              <TableCell component="th" scope="row">
                <bdi>{name(r.code)}</bdi>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{rate(r)}</bdi>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(r.asOf, lng, 'long')}</TableCell>
              <TableCell>
                {r.updatedByName
                  ? t('currency.admin.changedBy', {
                      when: formatInstant(r.updatedAt, lng, 'dateTime', browserTimeZone()),
                      name: r.updatedByName,
                    })
                  : t('currency.admin.startingRate')}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setOpen({ kind: 'edit', row: r })}
                    aria-label={t('currency.admin.editNamed', { name: name(r.code) })}
                  >
                    {t('adminCatalogue.edit')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setOpen({ kind: 'trail', row: r })}
                    aria-label={t('adminCatalogue.trailNamed', { name: name(r.code) })}
                  >
                    {t('adminCatalogue.history')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableFrame>
      {open?.kind === 'edit' ? (
        <RateDialog
          row={open.row}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            reload({ requestPolicy: 'network-only' });
          }}
          onStale={() => reload({ requestPolicy: 'network-only' })}
        />
      ) : null}
      {open?.kind === 'trail' ? (
        <ChangeTrail
          entity="currency_rate"
          entityId={open.row.code}
          name={name(open.row.code)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}
