'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { useTranslation } from '../../../../client/i18n/react';
import {
  AdminOfferCodesDocument,
  AdminOffersDocument,
  DuplicateOfferDocument,
  SetOfferStatusDocument,
} from '../../../../client/offers/admin-documents';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { notify } from '../../../../client/notify';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { ChangeTrail } from '../../../../components/admin-catalogue/ChangeTrail';
import { DeskStatus, TableFrame } from '../../../../components/admin-catalogue/DeskParts';
import { Price } from '../../../../components/catalog/Price';
import type { AdminOfferFieldsFragment, OfferStatus } from '../../../../gql/graphql';
import { formatInstant, storeTimeZone, zoneName } from '../../../../lib/dates';
import { CodesDialog, downloadCodes } from './CodesDialog';
import { OfferDialog } from './OfferDialog';

type Row = AdminOfferFieldsFragment;
type Open = { kind: 'new' } | { kind: 'edit' | 'codes' | 'trail'; row: Row } | null;

/** Where an offer stands now: scheduled, running, ended by its clock, or as the owner set it. */
function stateOf(o: Row, now: number): 'SCHEDULED' | 'RUNNING' | 'OVER' | OfferStatus {
  if (o.status !== 'ACTIVE') return o.status;
  if (Date.parse(o.startsAt) > now) return 'SCHEDULED';
  if (o.endsAt && Date.parse(o.endsAt) <= now) return 'OVER';
  return 'RUNNING';
}

/** The owner's offers: each with its window in IST, what it does and what it has done; every change audited. */
export function OffersDesk() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const isAdmin = useSession().user?.roles.includes('admin') ?? false;
  const [{ data, error }, reload] = useQuery({
    query: asDocument(AdminOffersDocument),
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const [open, setOpen] = useState<Open>(null);
  const [, setStatus] = useMutation(asDocument(SetOfferStatusDocument));
  const [, duplicate] = useMutation(asDocument(DuplicateOfferDocument));
  const client = useClient();
  if (!isAdmin) return <p role="alert">{t('adminCatalogue.adminsOnly')}</p>;
  const rows = data?.adminOffers ?? [];
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const when = (iso: string) => formatInstant(iso, lng, 'dateTime', storeTimeZone);
  const now = Date.now();

  async function move(o: Row, status: OfferStatus) {
    const r = dataOf(
      await setStatus({ id: o.id, expectedVersion: o.version, status }, staffContext.admin),
    ).setOfferStatus;
    notify(
      r.ok ? t(`adminOffers.moved.${status}`, { title: o.titleEn }) : t(`adminOffers.refusal.${r.refusal ?? 'STALE'}`),
      r.ok ? 'success' : 'error',
    );
    refresh();
  }
  async function copy(o: Row) {
    const r = dataOf(await duplicate({ id: o.id }, staffContext.admin)).duplicateOffer;
    notify(
      r.ok ? t('adminOffers.copied', { title: o.titleEn }) : t(`adminOffers.refusal.${r.refusal ?? 'NOT_FOUND'}`),
      r.ok ? 'success' : 'error',
    );
    refresh();
  }
  async function download(o: Row) {
    const r = await client.query(asDocument(AdminOfferCodesDocument), { id: o.id }, staffContext.admin).toPromise();
    downloadCodes(o.titleEn, r.data?.adminOfferCodes ?? []);
  }

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <p style={{ margin: 0 }}>{t('adminOffers.zone', { zone: zoneName(storeTimeZone, lng) })}</p>
      <div>
        <Button variant="contained" onClick={() => setOpen({ kind: 'new' })}>
          {t('adminOffers.create')}
        </Button>
      </div>
      <DeskStatus loading={!data && !error} failed={!!error} />
      {data && rows.length === 0 ? <p>{t('adminOffers.none')}</p> : null}
      <TableFrame label={t('adminOffers.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('adminOffers.col.offer')}</TableCell>
            <TableCell>{t('adminOffers.col.state')}</TableCell>
            <TableCell>{t('adminOffers.col.window')}</TableCell>
            <TableCell>{t('adminOffers.col.figures')}</TableCell>
            <TableCell>{t('adminCatalogue.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((o) => {
            const state = stateOf(o, now);
            return (
              <TableRow key={o.id} data-testid="offer-row">
                <TableCell component="th" scope="row">
                  <strong>{o.titleEn}</strong>
                  <br />
                  {t(`adminOffers.kind.${o.kind}`)} · {t(`adminOffers.effect.${o.effect}`)}
                  {o.percent ? ` ${o.percent} %` : ''}
                  {o.amount ? (
                    <>
                      {' '}
                      <Price {...o.amount} />
                    </>
                  ) : null}
                  {o.code ? (
                    <>
                      {' · '}
                      <bdi dir="ltr">{o.code}</bdi>
                    </>
                  ) : null}
                </TableCell>
                <TableCell>{t(`adminOffers.state.${state}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {when(o.startsAt)}
                  <br />
                  {o.endsAt ? when(o.endsAt) : t('adminOffers.noEnd')}
                </TableCell>
                <TableCell>
                  {t('adminOffers.figures', { uses: o.uses, orders: o.orders, count: o.orders })}
                  {o.maxUses ? ` / ${o.maxUses}` : ''}
                  <br />
                  {t('adminOffers.given')} <Price {...o.discountGiven} /> · {t('adminOffers.revenue')}{' '}
                  <Price {...o.revenue} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {o.status !== 'ENDED' ? (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => setOpen({ kind: 'edit', row: o })}
                        aria-label={t('adminOffers.editNamed', { title: o.titleEn })}
                      >
                        {t('adminCatalogue.edit')}
                      </Button>
                    ) : null}
                    {o.status === 'ACTIVE' ? (
                      <Button
                        size="small"
                        onClick={() => void move(o, 'PAUSED')}
                        aria-label={t('adminOffers.pauseNamed', { title: o.titleEn })}
                      >
                        {t('adminOffers.pause')}
                      </Button>
                    ) : null}
                    {o.status === 'PAUSED' ? (
                      <Button
                        size="small"
                        onClick={() => void move(o, 'ACTIVE')}
                        aria-label={t('adminOffers.resumeNamed', { title: o.titleEn })}
                      >
                        {t('adminOffers.resume')}
                      </Button>
                    ) : null}
                    {o.status !== 'ENDED' ? (
                      <Button
                        size="small"
                        onClick={() => void move(o, 'ENDED')}
                        aria-label={t('adminOffers.endNamed', { title: o.titleEn })}
                      >
                        {t('adminOffers.end')}
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      onClick={() => void copy(o)}
                      aria-label={t('adminOffers.duplicateNamed', { title: o.titleEn })}
                    >
                      {t('adminOffers.duplicate')}
                    </Button>
                    {o.kind === 'CODE' ? (
                      <Button
                        size="small"
                        onClick={() => setOpen({ kind: 'codes', row: o })}
                        aria-label={t('adminOffers.codesNamed', { title: o.titleEn })}
                      >
                        {t('adminOffers.codes.make')}
                      </Button>
                    ) : null}
                    {o.batchCodes > 0 ? (
                      <Button
                        size="small"
                        onClick={() => void download(o)}
                        aria-label={t('adminOffers.downloadNamed', { title: o.titleEn })}
                      >
                        {t('adminOffers.codes.download', { count: o.batchCodes })}
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      onClick={() => setOpen({ kind: 'trail', row: o })}
                      aria-label={t('adminCatalogue.trailNamed', { name: o.titleEn })}
                    >
                      {t('adminCatalogue.history')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </TableFrame>
      {open?.kind === 'new' || open?.kind === 'edit' ? (
        <OfferDialog
          row={open.kind === 'edit' ? open.row : null}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            refresh();
          }}
        />
      ) : null}
      {open?.kind === 'codes' ? (
        <CodesDialog id={open.row.id} title={open.row.titleEn} onClose={() => setOpen(null)} onDone={refresh} />
      ) : null}
      {open?.kind === 'trail' ? (
        <ChangeTrail entity="offer" entityId={open.row.id} name={open.row.titleEn} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}
