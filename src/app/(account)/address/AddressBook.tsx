'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import {
  DeleteAddressDocument,
  MyAddressesDocument,
  SetDefaultAddressDocument,
} from '../../../client/addresses/documents';
import { asDocument } from '../../../client/graphql/document';
import { dataOf } from '../../../client/graphql/result';
import { notify } from '../../../client/notify';
import { useSession } from '../../../client/session/SessionProvider';
import { AddressForm } from '../../../components/address/AddressForm';
import { AddressLines } from '../../../components/address/AddressLines';
import type { AddressFieldsFragment } from '../../../gql/graphql';

export function AddressBook() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [editing, setEditing] = useState<AddressFieldsFragment | 'new' | null>(null);
  const [{ data, error }, reexecute] = useQuery({ query: asDocument(MyAddressesDocument) });
  const [, deleteAddress] = useMutation(asDocument(DeleteAddressDocument));
  const [, setDefaultAddress] = useMutation(asDocument(SetDefaultAddressDocument));
  const list = data?.myAddresses;
  const load = () => reexecute({ requestPolicy: 'network-only' });

  // Saving or cancelling removes the form that had focus: focus goes to the button that takes its place.
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) addButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  // No address yet: the form to add one is open from the start.
  useEffect(() => {
    if (list?.length === 0) setEditing('new');
  }, [list]);

  async function remove(a: AddressFieldsFragment) {
    if (!window.confirm(t('address.confirmDelete'))) return;
    try {
      dataOf(await deleteAddress({ id: a.id }));
      notify(t('address.deleted'), 'info');
      load();
    } catch {
      notify(t('address.failed'), 'error');
    }
  }
  async function makeDefault(a: AddressFieldsFragment) {
    try {
      dataOf(await setDefaultAddress({ id: a.id }));
      load();
    } catch {
      notify(t('address.failed'), 'error');
    }
  }

  if (error) return <Alert severity="error">{t('address.failed')}</Alert>;
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
                load();
              }}
              onCancel={list.length ? () => setEditing(null) : undefined}
            />
          </CardContent>
        </Card>
      ) : (
        <Button
          ref={addButton}
          variant="contained"
          onClick={() => setEditing('new')}
          sx={{ justifySelf: 'start' }}
          data-testid="address-add"
        >
          {t('address.add')}
        </Button>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
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
                <Button
                  size="small"
                  color="error"
                  onClick={() => remove(a)}
                  aria-label={t('address.deleteOf', { name: a.name })}
                >
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
