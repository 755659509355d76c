'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../client/notify';
import { DeleteAddressDocument, MyAddressesDocument, SetDefaultAddressDocument } from '../../client/orders/documents';
import { browserSession } from '../../client/session/browser';
import { useSession } from '../../client/session/SessionProvider';
import { AddressForm } from '../../components/address/AddressForm';
import { AddressLines } from '../../components/address/AddressLines';
import type { AddressFieldsFragment } from '../../gql/graphql';

export function AddressBook() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [list, setList] = useState<AddressFieldsFragment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<AddressFieldsFragment | 'new' | null>(null);

  const load = useCallback(async () => {
    try {
      const { myAddresses } = await browserSession().request(MyAddressesDocument, {});
      setList(myAddresses);
      setFailed(false);
      if (myAddresses.length === 0) setEditing('new');
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function remove(a: AddressFieldsFragment) {
    if (!window.confirm(t('address.confirmDelete'))) return;
    try {
      await browserSession().request(DeleteAddressDocument, { id: a.id });
      notify(t('address.deleted'), 'info');
      await load();
    } catch {
      notify(t('address.failed'), 'error');
    }
  }
  async function makeDefault(a: AddressFieldsFragment) {
    try {
      await browserSession().request(SetDefaultAddressDocument, { id: a.id });
      await load();
    } catch {
      notify(t('address.failed'), 'error');
    }
  }

  if (failed) return <Alert severity="error">{t('address.failed')}</Alert>;
  if (!list) return <Typography role="status">{t('address.loading')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {editing ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {editing === 'new' ? t('address.addTitle') : t('address.editTitle')}
            </Typography>
            <AddressForm
              address={editing === 'new' ? null : editing}
              defaultName={user?.name ?? ''}
              defaultPhone={user?.phone ?? ''}
              onSaved={() => {
                notify(t('address.saved'), 'success');
                setEditing(null);
                void load();
              }}
              onCancel={list.length ? () => setEditing(null) : undefined}
            />
          </CardContent>
        </Card>
      ) : (
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ justifySelf: 'start' }} data-testid="address-add">
          {t('address.add')}
        </Button>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {list.map((a) => (
          <li key={a.id}>
            <Card variant="outlined" sx={{ height: '100%' }} data-testid="address-card">
              <CardContent>
                {a.isDefault ? <Chip size="small" color="primary" label={t('address.default')} sx={{ mb: 1 }} /> : null}
                <AddressLines address={a} />
              </CardContent>
              <CardActions>
                <Button size="small" onClick={() => setEditing(a)} aria-label={t('address.editOf', { name: a.name })}>
                  {t('address.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => remove(a)} aria-label={t('address.deleteOf', { name: a.name })}>
                  {t('address.delete')}
                </Button>
                {!a.isDefault ? (
                  <Button size="small" onClick={() => makeDefault(a)}>
                    {t('address.setDefault')}
                  </Button>
                ) : null}
              </CardActions>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
