'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { useTranslation } from '../../client/i18n/react';

/** The desk's loading and failure lines (a failed reload keeps the table it had). */
export function DeskStatus({ loading, failed }: { loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  if (failed) return <p role="alert">{t('adminCatalogue.loadFailed')}</p>;
  return loading ? <p role="status">{t('adminCatalogue.loading')}</p> : null;
}

/** A table that scrolls sideways on a narrow screen rather than squeezing its columns. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}

/** Edit, history and (where allowed) delete, each named with the row's thing for screen readers. */
export function RowActions({
  name,
  onEdit,
  onTrail,
  onDelete,
  children,
}: {
  name: string;
  onEdit(): void;
  onTrail(): void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={onEdit} aria-label={t('adminCatalogue.editNamed', { name })}>
        {t('adminCatalogue.edit')}
      </Button>
      {children}
      <Button size="small" onClick={onTrail} aria-label={t('adminCatalogue.trailNamed', { name })}>
        {t('adminCatalogue.history')}
      </Button>
      {onDelete ? (
        <Button size="small" color="error" onClick={onDelete} aria-label={t('adminCatalogue.deleteNamed', { name })}>
          {t('adminCatalogue.delete')}
        </Button>
      ) : null}
    </Stack>
  );
}
