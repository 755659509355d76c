'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import {
  AdminStorefrontDocument,
  DeleteStorefrontItemDocument,
  SaveBannerDocument,
  SaveTrustBadgeDocument,
} from '../../../../client/admin-catalogue/documents';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { notify } from '../../../../client/notify';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { ChangeTrail } from '../../../../components/admin-catalogue/ChangeTrail';
import { DeskStatus, RowActions, TableFrame } from '../../../../components/admin-catalogue/DeskParts';
import { inLanguage, refusalText } from '../../../../components/admin-catalogue/refusal';
import { BadgeDialog, badgeValues, type BadgeRow } from './BadgeDialog';
import { BannerDialog, bannerInput, bannerValues, type BannerRow } from './BannerDialog';

type Open =
  | { kind: 'banner'; row: BannerRow | null }
  | { kind: 'badge'; row: BadgeRow | null }
  | { kind: 'trail'; entity: string; id: string; name: string }
  | null;
type Answer = { ok: boolean; refusal?: string | null };

/** The home page's banners and trust badges: texts in three languages, order, on or off, removal. */
export function StorefrontDesk() {
  const { t, i18n } = useTranslation();
  const isAdmin = useSession().user?.roles.includes('admin') ?? false;
  const [{ data, error }, reload] = useQuery({
    query: asDocument(AdminStorefrontDocument),
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [, saveBanner] = useMutation(asDocument(SaveBannerDocument));
  const [, saveBadge] = useMutation(asDocument(SaveTrustBadgeDocument));
  const [, remove] = useMutation(asDocument(DeleteStorefrontItemDocument));
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const name = (texts: { en: string; hi?: string | null; ar?: string | null }) => inLanguage(texts, i18n.language);
  const saved = () => {
    setOpen(null);
    notify(t('adminCatalogue.saved'), 'success');
    refresh();
  };

  /** Several changes one after the other; the first refusal stops them and is shown. */
  async function apply(changes: (() => Promise<Answer>)[], done: string) {
    setBusy(true);
    try {
      for (const change of changes) {
        const answer = await change();
        if (!answer.ok) {
          notify(refusalText(t, answer.refusal), 'warning');
          return;
        }
      }
      notify(done, 'success');
    } catch {
      notify(t('adminCatalogue.saveFailed'), 'error');
    } finally {
      setBusy(false);
      refresh();
    }
  }

  const putBanner = (row: BannerRow, over: Partial<ReturnType<typeof bannerValues>>) => async () =>
    dataOf(await saveBanner({ input: bannerInput(row, { ...bannerValues(row), ...over }) }, staffContext.admin))
      .saveBanner;
  const putBadge = (row: BadgeRow, position: number) => async () =>
    dataOf(
      await saveBadge(
        { input: { id: row.id, expectedVersion: row.version, ...badgeValues(row), position } },
        staffContext.admin,
      ),
    ).saveTrustBadge;

  /** Moves a row one place up or down: every row whose place changes is saved with its version. */
  function move<R extends { id: string; position: number }>(
    rows: readonly R[],
    at: number,
    by: -1 | 1,
    put: (r: R, p: number) => () => Promise<Answer>,
  ) {
    const order = [...rows];
    const [row] = order.splice(at, 1);
    order.splice(at + by, 0, row!);
    void apply(
      order.flatMap((r, i) => (r.position === i ? [] : [put(r, i)])),
      t('adminCatalogue.moved'),
    );
  }
  const drop = (kind: 'BANNER' | 'TRUST_BADGE', row: { id: string; version: number }, label: string) => {
    if (!window.confirm(t('adminCatalogue.confirmDelete', { name: label }))) return;
    void apply(
      [
        async () =>
          dataOf(await remove({ kind, id: row.id, expectedVersion: row.version }, staffContext.admin))
            .deleteStorefrontItem,
      ],
      t('adminCatalogue.deleted', { name: label }),
    );
  };

  if (!isAdmin) return <p role="alert">{t('adminCatalogue.adminsOnly')}</p>;
  const banners = data?.adminBanners ?? [];
  const badges = data?.adminTrustBadges ?? [];
  const moveButtons = (label: string, at: number, count: number, go: (by: -1 | 1) => void) => (
    <>
      <Button
        size="small"
        disabled={busy || at === 0}
        onClick={() => go(-1)}
        aria-label={t('adminCatalogue.moveUpNamed', { name: label })}
      >
        {t('adminCatalogue.moveUp')}
      </Button>
      <Button
        size="small"
        disabled={busy || at === count - 1}
        onClick={() => go(1)}
        aria-label={t('adminCatalogue.moveDownNamed', { name: label })}
      >
        {t('adminCatalogue.moveDown')}
      </Button>
    </>
  );
  return (
    <Stack spacing={4} sx={{ my: 2 }}>
      <DeskStatus loading={!data && !error} failed={!!error} />
      <section aria-labelledby="banners-heading">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <h2 id="banners-heading">{t('adminCatalogue.banner.heading')}</h2>
          <Button variant="contained" onClick={() => setOpen({ kind: 'banner', row: null })}>
            {t('adminCatalogue.banner.new')}
          </Button>
        </Stack>
        <TableFrame label={t('adminCatalogue.banner.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('adminCatalogue.field.title')}</TableCell>
              <TableCell>{t('adminCatalogue.field.buttonLink')}</TableCell>
              <TableCell align="right">{t('adminCatalogue.field.position')}</TableCell>
              <TableCell>{t('adminCatalogue.field.active')}</TableCell>
              <TableCell>{t('adminCatalogue.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {banners.map((b, i) => (
              <TableRow key={b.id}>
                <TableCell component="th" scope="row">
                  {name(b.title)}
                </TableCell>
                <TableCell dir="ltr">{b.buttonLink}</TableCell>
                <TableCell align="right">{b.position}</TableCell>
                <TableCell>
                  <Switch
                    checked={b.active}
                    disabled={busy}
                    onChange={(e) =>
                      void apply(
                        [putBanner(b, { active: e.target.checked })],
                        t(e.target.checked ? 'adminCatalogue.banner.shown' : 'adminCatalogue.banner.hidden'),
                      )
                    }
                    slotProps={{
                      input: { 'aria-label': t('adminCatalogue.banner.activeNamed', { name: name(b.title) }) },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <RowActions
                    name={name(b.title)}
                    onEdit={() => setOpen({ kind: 'banner', row: b })}
                    onTrail={() => setOpen({ kind: 'trail', entity: 'banner', id: b.id, name: name(b.title) })}
                    onDelete={() => drop('BANNER', b, name(b.title))}
                  >
                    {moveButtons(name(b.title), i, banners.length, (by) =>
                      move(banners, i, by, (r, p) => putBanner(r, { position: p })),
                    )}
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableFrame>
      </section>
      <section aria-labelledby="badges-heading">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <h2 id="badges-heading">{t('adminCatalogue.badge.heading')}</h2>
          <Button variant="contained" onClick={() => setOpen({ kind: 'badge', row: null })}>
            {t('adminCatalogue.badge.new')}
          </Button>
        </Stack>
        <TableFrame label={t('adminCatalogue.badge.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('adminCatalogue.field.title')}</TableCell>
              <TableCell>{t('adminCatalogue.field.icon')}</TableCell>
              <TableCell align="right">{t('adminCatalogue.field.position')}</TableCell>
              <TableCell>{t('adminCatalogue.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {badges.map((b, i) => (
              <TableRow key={b.id}>
                <TableCell component="th" scope="row">
                  {name(b.title)}
                </TableCell>
                <TableCell>{t(`adminCatalogue.icon.${b.icon}`, { defaultValue: b.icon })}</TableCell>
                <TableCell align="right">{b.position}</TableCell>
                <TableCell>
                  <RowActions
                    name={name(b.title)}
                    onEdit={() => setOpen({ kind: 'badge', row: b })}
                    onTrail={() => setOpen({ kind: 'trail', entity: 'trust_badge', id: b.id, name: name(b.title) })}
                    onDelete={() => drop('TRUST_BADGE', b, name(b.title))}
                  >
                    {moveButtons(name(b.title), i, badges.length, (by) => move(badges, i, by, putBadge))}
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableFrame>
      </section>
      {open?.kind === 'banner' ? (
        <BannerDialog
          row={open.row}
          images={[...new Set(banners.map((b) => b.imageKey))]}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      ) : null}
      {open?.kind === 'badge' ? <BadgeDialog row={open.row} onClose={() => setOpen(null)} onSaved={saved} /> : null}
      {open?.kind === 'trail' ? (
        <ChangeTrail entity={open.entity} entityId={open.id} name={open.name} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}
