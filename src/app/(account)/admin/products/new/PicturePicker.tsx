'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../../client/i18n/react';
import { uploadPicture, type PictureRefusal } from '../../../../../client/media/upload-picture';
import { mediaUrl } from '../../../../../lib/media-url';

// The product's pictures: each file chosen is sent at once to /api/admin/media (which checks and re-encodes
// it), then shown; the server's refusal is shown in words. The first picture is the one lists show.

const maxPictures = 8;
type UploadRefusal = PictureRefusal;
const upload = (file: File) => uploadPicture('/api/admin/media', file);

export function PicturePicker({
  keys,
  onChange,
  problem,
}: {
  keys: readonly string[];
  onChange(keys: string[]): void;
  /** The form's or the server's refusal of the pictures as a whole (none chosen, unknown). */
  problem?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<UploadRefusal | null>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setRefused(null);
    const r = await upload(file);
    setBusy(false);
    if ('key' in r) onChange([...keys, r.key]);
    else setRefused(r.error);
  };
  const message = refused
    ? t(`adminProducts.upload.refusals.${refused}`)
    : problem
      ? t(`adminProducts.refusals.${problem}`)
      : null;

  return (
    <fieldset
      style={{ border: 0, padding: 0, marginInline: 0, marginBottom: 0, minWidth: 0 }}
      aria-describedby={`${id}-help`}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('adminProducts.upload.legend')}
      </Typography>
      <Typography id={`${id}-help`} variant="body2" sx={{ mb: 1 }}>
        {t('adminProducts.upload.help')}
      </Typography>
      {keys.length < maxPictures ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <label htmlFor={`${id}-file`}>{t('adminProducts.upload.choose')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={choose}
            disabled={busy}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-problem` : undefined}
            style={{ maxWidth: '100%' }}
          />
          {busy ? <span role="status">{t('adminProducts.upload.uploading')}</span> : null}
        </Stack>
      ) : null}
      {message ? (
        <Typography id={`${id}-problem`} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {message}
        </Typography>
      ) : null}
      {keys.length ? (
        <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, mt: 1.5, flexWrap: 'wrap', gap: 1.5 }}>
          {keys.map((key, i) => (
            <li key={key}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the store's own renditions, no optimiser */}
              <img
                src={mediaUrl(key, 320, 'webp')}
                alt={t('adminProducts.upload.preview', { n: i + 1 })}
                width={96}
                height={120}
                style={{ display: 'block', objectFit: 'cover', borderRadius: 4 }}
              />
              <Button
                size="small"
                onClick={() => onChange(keys.filter((k) => k !== key))}
                aria-label={t('adminProducts.upload.removeNamed', { n: i + 1 })}
              >
                {t('adminProducts.upload.remove')}
              </Button>
            </li>
          ))}
        </Stack>
      ) : null}
    </fieldset>
  );
}
