'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import {
  AdminTaxonomyDocument,
  DeleteCategoryDocument,
  DeleteCollectionDocument,
} from '../../../../client/admin-catalogue/documents';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { notify } from '../../../../client/notify';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { ChangeTrail } from '../../../../components/admin-catalogue/ChangeTrail';
import { DeskStatus, RowActions, TableFrame } from '../../../../components/admin-catalogue/DeskParts';
import { inLanguage, refusalText } from '../../../../components/admin-catalogue/refusal';
import { CategoryDialog, type CategoryRow } from './CategoryDialog';
import { CollectionDialog, type CollectionRow } from './CollectionDialog';

type Open =
  | { kind: 'category'; row: CategoryRow | null }
  | { kind: 'collection'; row: CollectionRow | null }
  | { kind: 'trail'; entity: string; id: string; name: string }
  | null;

/** Each top-level category followed by its subcategories (and theirs), in the storefront's order. */
function treeOrder(all: readonly CategoryRow[]): CategoryRow[] {
  const under = (parentId: string | null): CategoryRow[] =>
    all
      .filter((c) => c.parentId === parentId)
      .sort((a, b) => a.position - b.position)
      .flatMap((c) => [c, ...under(c.id)]);
  return under(null);
}

/** Categories and collections: names in three languages, addresses, parents, order, deletion when unused. */
export function CatalogueDesk() {
  const { t, i18n } = useTranslation();
  const isAdmin = useSession().user?.roles.includes('admin') ?? false;
  const [{ data, error }, reload] = useQuery({
    query: asDocument(AdminTaxonomyDocument),
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const [open, setOpen] = useState<Open>(null);
  const [, deleteCategory] = useMutation(asDocument(DeleteCategoryDocument));
  const [, deleteCollection] = useMutation(asDocument(DeleteCollectionDocument));
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const saved = () => {
    setOpen(null);
    notify(t('adminCatalogue.saved'), 'success');
    refresh();
  };
  const name = (texts: { en: string; hi?: string | null; ar?: string | null }) => inLanguage(texts, i18n.language);

  async function remove(kind: 'category' | 'collection', row: CategoryRow | CollectionRow) {
    if (!window.confirm(t('adminCatalogue.confirmDelete', { name: name(row.name) }))) return;
    try {
      const vars = { id: row.id, expectedVersion: row.version };
      const answer =
        kind === 'category'
          ? dataOf(await deleteCategory(vars, staffContext.admin)).deleteCategory
          : dataOf(await deleteCollection(vars, staffContext.admin)).deleteCollection;
      if (answer.ok) notify(t('adminCatalogue.deleted', { name: name(row.name) }), 'success');
      else notify(refusalText(t, answer.refusal, answer.usedBy), 'warning');
    } catch {
      notify(t('adminCatalogue.saveFailed'), 'error');
    }
    refresh();
  }

  if (!isAdmin) return <p role="alert">{t('adminCatalogue.adminsOnly')}</p>;
  const categories = treeOrder(data?.adminCategories ?? []);
  const parentName = (id: string | null) => {
    const parent = categories.find((c) => c.id === id);
    return parent ? name(parent.name) : t('adminCatalogue.category.topLevel');
  };
  return (
    <Stack spacing={4} sx={{ my: 2 }}>
      <DeskStatus loading={!data && !error} failed={!!error} />
      <section aria-labelledby="categories-heading">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <h2 id="categories-heading">{t('adminCatalogue.category.heading')}</h2>
          <Button variant="contained" onClick={() => setOpen({ kind: 'category', row: null })}>
            {t('adminCatalogue.category.new')}
          </Button>
        </Stack>
        <TableFrame label={t('adminCatalogue.category.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('adminCatalogue.field.name')}</TableCell>
              <TableCell>{t('adminCatalogue.field.slug')}</TableCell>
              <TableCell>{t('adminCatalogue.field.parent')}</TableCell>
              <TableCell align="right">{t('adminCatalogue.field.position')}</TableCell>
              <TableCell align="right">{t('adminCatalogue.field.products')}</TableCell>
              <TableCell>{t('adminCatalogue.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((c) => (
              <TableRow key={c.id}>
                <TableCell component="th" scope="row" sx={c.parentId ? { paddingInlineStart: 4 } : { fontWeight: 600 }}>
                  {name(c.name)}
                </TableCell>
                <TableCell dir="ltr">{c.slug}</TableCell>
                <TableCell>{parentName(c.parentId)}</TableCell>
                <TableCell align="right">{c.position}</TableCell>
                <TableCell align="right">{c.productCount}</TableCell>
                <TableCell>
                  <RowActions
                    name={name(c.name)}
                    onEdit={() => setOpen({ kind: 'category', row: c })}
                    onTrail={() => setOpen({ kind: 'trail', entity: 'category', id: c.id, name: name(c.name) })}
                    onDelete={c.parentId === null ? undefined : () => remove('category', c)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableFrame>
      </section>
      <section aria-labelledby="collections-heading">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <h2 id="collections-heading">{t('adminCatalogue.collection.heading')}</h2>
          <Button variant="contained" onClick={() => setOpen({ kind: 'collection', row: null })}>
            {t('adminCatalogue.collection.new')}
          </Button>
        </Stack>
        <TableFrame label={t('adminCatalogue.collection.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('adminCatalogue.field.name')}</TableCell>
              <TableCell>{t('adminCatalogue.field.slug')}</TableCell>
              <TableCell align="right">{t('adminCatalogue.field.position')}</TableCell>
              <TableCell align="right">{t('adminCatalogue.field.products')}</TableCell>
              <TableCell>{t('adminCatalogue.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.adminCollections ?? []).map((c) => (
              <TableRow key={c.id}>
                <TableCell component="th" scope="row">
                  {name(c.name)}
                </TableCell>
                <TableCell dir="ltr">{c.slug}</TableCell>
                <TableCell align="right">{c.position}</TableCell>
                <TableCell align="right">{c.productCount}</TableCell>
                <TableCell>
                  <RowActions
                    name={name(c.name)}
                    onEdit={() => setOpen({ kind: 'collection', row: c })}
                    onTrail={() => setOpen({ kind: 'trail', entity: 'collection', id: c.id, name: name(c.name) })}
                    onDelete={() => remove('collection', c)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableFrame>
      </section>
      {open?.kind === 'category' ? (
        <CategoryDialog row={open.row} all={categories} onClose={() => setOpen(null)} onSaved={saved} />
      ) : null}
      {open?.kind === 'collection' ? (
        <CollectionDialog row={open.row} onClose={() => setOpen(null)} onSaved={saved} />
      ) : null}
      {open?.kind === 'trail' ? (
        <ChangeTrail entity={open.entity} entityId={open.id} name={open.name} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}
