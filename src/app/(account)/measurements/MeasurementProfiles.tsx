'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../../client/graphql/document';
import { dataOf } from '../../../client/graphql/result';
import {
  DeleteMeasurementProfileDocument,
  MyMeasurementProfilesDocument,
} from '../../../client/measurements/documents';
import { notify } from '../../../client/notify';
import { RouterLink } from '../../../components/RouterLink';
import { MeasurementForm } from '../../../components/measurements/MeasurementForm';
import { MeasurementFigures } from '../../../components/measurements/MeasurementFigures';
import type { MeasurementProfileFieldsFragment } from '../../../gql/graphql';
import {
  garmentFromApi,
  maxMeasurementProfiles,
  measurementGarments,
  unitFromApi,
  type MeasurementGarment,
} from '../../../lib/measurements';
import { safeNext } from '../../../lib/safe-next';

/** `?new=blouse` opens the form for that garment; `?next=/checkout` offers the way back once saved. */
function useRequest() {
  const params = useSearchParams();
  const asked = params.get('new');
  const garment = measurementGarments.find((g) => g === asked);
  const next = params.get('next');
  const back = next && safeNext(next, 'https://silai.invalid');
  return { garment, back: back && back !== '/' ? back : null };
}

export function MeasurementProfiles() {
  const { t } = useTranslation();
  const request = useRequest();
  const [editing, setEditing] = useState<MeasurementProfileFieldsFragment | 'new' | null>(
    request.garment ? 'new' : null,
  );
  const [savedOnce, setSavedOnce] = useState(false);
  const [{ data, error }, reexecute] = useQuery({ query: asDocument(MyMeasurementProfilesDocument), variables: {} });
  const [, deleteProfile] = useMutation(asDocument(DeleteMeasurementProfileDocument));
  const list = data?.myMeasurementProfiles;
  const load = () => reexecute({ requestPolicy: 'network-only' });

  // No profile yet: the form to make the first one is open from the start.
  useEffect(() => {
    if (list?.length === 0) setEditing('new');
  }, [list]);

  async function remove(p: MeasurementProfileFieldsFragment) {
    if (!window.confirm(t('measurements.confirmDelete', { name: p.name }))) return;
    try {
      const r = dataOf(await deleteProfile({ id: p.id })).deleteMeasurementProfile;
      notify(t(r.ok ? 'measurements.deleted' : 'measurements.errors.NOT_FOUND'), r.ok ? 'info' : 'error');
      load();
    } catch {
      notify(t('measurements.failed'), 'error');
    }
  }

  if (error) return <Alert severity="error">{t('measurements.failed')}</Alert>;
  if (!list) return <Typography role="status">{t('measurements.loading')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">{t('measurements.intro')}</Typography>
      {savedOnce && request.back ? (
        <Alert
          severity="success"
          action={
            <Button component={RouterLink} href={request.back}>
              {t('measurements.back')}
            </Button>
          }
        >
          {t('measurements.readyToGoBack')}
        </Alert>
      ) : null}
      {editing ? (
        <Card variant="outlined" component="section" aria-labelledby="measurement-form-title">
          <CardContent>
            <Typography id="measurement-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
              {editing === 'new' ? t('measurements.addTitle') : t('measurements.editTitle')}
            </Typography>
            <MeasurementForm
              key={editing === 'new' ? 'new' : editing.id}
              profile={editing === 'new' ? null : editing}
              initialGarment={request.garment}
              onSaved={() => {
                notify(t('measurements.saved'), 'success');
                setEditing(null);
                setSavedOnce(true);
                load();
              }}
              onCancel={list.length ? () => setEditing(null) : undefined}
            />
          </CardContent>
        </Card>
      ) : (
        <Button
          variant="contained"
          onClick={() => setEditing('new')}
          sx={{ justifySelf: 'start' }}
          disabled={list.length >= maxMeasurementProfiles}
          data-testid="measurement-add"
        >
          {t('measurements.add')}
        </Button>
      )}
      {list.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('measurements.listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {list.map((p) => (
            <li key={p.id}>
              <ProfileCard profile={p} onEdit={() => setEditing(p)} onDelete={() => remove(p)} />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function ProfileCard({
  profile,
  onEdit,
  onDelete,
}: {
  profile: MeasurementProfileFieldsFragment;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const garment: MeasurementGarment = garmentFromApi(profile.garment);
  const unit = unitFromApi(profile.unit);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="measurement-card">
      <CardContent>
        {/* h2 like the form's heading: the page goes h1, h2 (an h3 here had no h2 above it). */}
        <Typography variant="h6" component="h2">
          <bdi>{profile.name}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(`measurements.garments.${garment}`)} · {t(`measurements.unitNames.${unit}`)}
        </Typography>
        <MeasurementFigures
          garment={garment}
          unit={unit}
          valuesMm={Object.fromEntries(profile.values.map((v) => [v.field, v.mm]))}
        />
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onEdit} aria-label={t('measurements.editOf', { name: profile.name })}>
          {t('measurements.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          aria-label={t('measurements.deleteOf', { name: profile.name })}
        >
          {t('measurements.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
