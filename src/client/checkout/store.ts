'use client';
import { create } from 'zustand';

// The contract's checkout slice (docs/CONTRACT.md §3): the chosen delivery address (initially none) and whether
// the shopper is entering a new one (initially false). Kept in memory only.
type CheckoutState = {
  selectedDeliveryAddress: string | null;
  newSelectedAddress: boolean;
  setSelectedDeliveryAddress(id: string | null): void;
  setNewSelectedAddress(value: boolean): void;
};

export const useCheckoutStore = create<CheckoutState>((set) => ({
  selectedDeliveryAddress: null,
  newSelectedAddress: false,
  setSelectedDeliveryAddress: (selectedDeliveryAddress) => set({ selectedDeliveryAddress }),
  setNewSelectedAddress: (newSelectedAddress) => set({ newSelectedAddress }),
}));
