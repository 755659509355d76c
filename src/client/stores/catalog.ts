'use client';
import { create } from 'zustand';

// The contract's catalogue slices (docs/CONTRACT.md §3): the collection being browsed, and the saree
// attribute value chosen, set together with its attribute. Neither is persisted: the URL is.

type CollectionState = { selectedCollectionId: string | null; setSelectedCollectionId(id: string | null): void };

export const useCollectionStore = create<CollectionState>((set) => ({
  selectedCollectionId: null,
  setSelectedCollectionId: (selectedCollectionId) => set({ selectedCollectionId }),
}));

type SareeState = {
  value: string | null;
  attribute_id: string | null;
  setSareeAttribute(value: string | null, attribute_id: string | null): void;
};

export const useSareeStore = create<SareeState>((set) => ({
  value: null,
  attribute_id: null,
  setSareeAttribute: (value, attribute_id) => set({ value, attribute_id }),
}));
