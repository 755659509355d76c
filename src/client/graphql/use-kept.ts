'use client';
import { useState } from 'react';

/**
 * The latest value that was there: urql drops a query's data when a later answer fails, while our
 * pages keep showing the last good answer beside the failure.
 */
export function useKept<T>(value: T | undefined): T | undefined {
  const [kept, setKept] = useState(value);
  if (value !== undefined && value !== kept) setKept(value);
  return value ?? kept;
}
