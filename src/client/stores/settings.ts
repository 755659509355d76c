'use client';
import { create } from 'zustand';
import type { Direction } from '../../i18n/settings';

/** Browser storage key of the display settings (docs/CONTRACT.md §3): `{ direction }`. */
const settingsKey = 'settings';

type SettingsState = { direction: Direction; setDirection(direction: Direction): void };

function writeStoredDirection(direction: Direction) {
  try {
    const raw = JSON.parse(localStorage.getItem(settingsKey) ?? '{}') as Record<string, unknown> | null;
    localStorage.setItem(settingsKey, JSON.stringify({ ...(raw && typeof raw === 'object' ? raw : {}), direction }));
  } catch {
    localStorage.setItem(settingsKey, JSON.stringify({ direction }));
  }
}

export const useSettings = create<SettingsState>((set) => ({
  direction: 'ltr',
  setDirection(direction) {
    writeStoredDirection(direction);
    document.documentElement.dir = direction;
    set({ direction });
  },
}));
