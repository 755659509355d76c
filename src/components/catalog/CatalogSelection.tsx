'use client';
import { useEffect } from 'react';
import { useCollectionStore, useSareeStore } from '../../client/stores/catalog';

/** Mirrors the page's collection and single chosen attribute value into the reference's stores. */
export function CatalogSelection({
  collectionId,
  attribute,
}: {
  collectionId: string | null;
  attribute: { value: string; attribute_id: string } | null;
}) {
  const setCollection = useCollectionStore((s) => s.setSelectedCollectionId);
  const setSaree = useSareeStore((s) => s.setSareeAttribute);
  useEffect(() => setCollection(collectionId), [collectionId, setCollection]);
  useEffect(
    () => setSaree(attribute?.value ?? null, attribute?.attribute_id ?? null),
    [attribute?.value, attribute?.attribute_id, setSaree],
  );
  return null;
}
