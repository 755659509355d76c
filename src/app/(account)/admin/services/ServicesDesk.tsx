'use client';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useQuery } from 'urql';
import { AdminServicesDocument } from '../../../../client/admin-catalogue/documents';
import { asDocument } from '../../../../client/graphql/document';
import { notify } from '../../../../client/notify';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { ChangeTrail } from '../../../../components/admin-catalogue/ChangeTrail';
import { DeskStatus, RowActions, TableFrame } from '../../../../components/admin-catalogue/DeskParts';
import { inLanguage } from '../../../../components/admin-catalogue/refusal';
import { formatMoney } from '../../../../components/catalog/money';
import { GroupDialog, OptionDialog, type GroupRow, type OptionRow } from './OptionDialogs';

type Open =
  | { kind: 'option'; group: GroupRow; row: OptionRow | null }
  | { kind: 'group'; row: GroupRow }
  | { kind: 'trail'; entity: string; id: string; name: string }
  | null;

/** A tailoring service's option groups and options: names, prices, order, on sale or not. */
export function ServicesDesk() {
  const { t, i18n } = useTranslation();
  const isAdmin = useSession().user?.roles.includes('admin') ?? false;
  const [{ data, error }, reload] = useQuery({
    query: asDocument(AdminServicesDocument),
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const [chosen, setChosen] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const name = (texts: { en: string; hi?: string | null; ar?: string | null }) => inLanguage(texts, i18n.language);
  const saved = () => {
    setOpen(null);
    notify(t('adminCatalogue.saved'), 'success');
    reload({ requestPolicy: 'network-only' });
  };

  if (!isAdmin) return <p role="alert">{t('adminCatalogue.adminsOnly')}</p>;
  const services = data?.adminTailoringServices ?? [];
  const service = services.find((s) => s.productId === chosen) ?? services[0];
  return (
    <Stack spacing={3} sx={{ my: 2 }}>
      <DeskStatus loading={!data && !error} failed={!!error} />
      {service ? (
        <TextField
          select
          size="small"
          label={t('adminCatalogue.service.choose')}
          value={service.productId}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ maxWidth: 420 }}
        >
          {services.map((s) => (
            <MenuItem key={s.productId} value={s.productId}>
              {name(s.name)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {service?.groups.map((g) => (
        <section key={g.id} aria-labelledby={`group-${g.id}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <h2 id={`group-${g.id}`} style={{ margin: 0, fontSize: '1.2rem' }}>
              {name(g.name)}
            </h2>
            <Chip
              size="small"
              label={g.required ? t('adminCatalogue.group.required') : t('adminCatalogue.group.optional')}
            />
            <span style={{ flex: 1 }} />
            <RowActions
              name={name(g.name)}
              onEdit={() => setOpen({ kind: 'group', row: g })}
              onTrail={() => setOpen({ kind: 'trail', entity: 'tailoring_option_group', id: g.id, name: name(g.name) })}
            >
              <Button
                size="small"
                variant="contained"
                onClick={() => setOpen({ kind: 'option', group: g, row: null })}
                aria-label={t('adminCatalogue.option.newNamed', { group: name(g.name) })}
              >
                {t('adminCatalogue.option.add')}
              </Button>
            </RowActions>
          </Stack>
          <TableFrame label={name(g.name)}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminCatalogue.field.name')}</TableCell>
                <TableCell>{t('adminCatalogue.field.code')}</TableCell>
                <TableCell align="right">{t('adminCatalogue.field.price')}</TableCell>
                <TableCell align="right">{t('adminCatalogue.field.position')}</TableCell>
                <TableCell>{t('adminCatalogue.option.active')}</TableCell>
                <TableCell>{t('adminCatalogue.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {g.options.map((o) => (
                <TableRow key={o.id}>
                  <TableCell component="th" scope="row">
                    {name(o.name)}
                  </TableCell>
                  <TableCell dir="ltr">{o.code}</TableCell>
                  <TableCell align="right">
                    <bdi dir="ltr">{formatMoney({ amount: o.priceMinor, currency: 'INR' })}</bdi>
                  </TableCell>
                  <TableCell align="right">{o.position}</TableCell>
                  <TableCell>{o.active ? t('adminCatalogue.yes') : t('adminCatalogue.no')}</TableCell>
                  <TableCell>
                    <RowActions
                      name={name(o.name)}
                      onEdit={() => setOpen({ kind: 'option', group: g, row: o })}
                      onTrail={() =>
                        setOpen({ kind: 'trail', entity: 'tailoring_option', id: o.id, name: name(o.name) })
                      }
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </TableFrame>
        </section>
      ))}
      {open?.kind === 'option' ? (
        <OptionDialog group={open.group} row={open.row} onClose={() => setOpen(null)} onSaved={saved} />
      ) : null}
      {open?.kind === 'group' ? <GroupDialog row={open.row} onClose={() => setOpen(null)} onSaved={saved} /> : null}
      {open?.kind === 'trail' ? (
        <ChangeTrail entity={open.entity} entityId={open.id} name={open.name} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}
