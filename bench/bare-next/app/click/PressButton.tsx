'use client';
import { useState } from 'react';

/** A plain React button with one piece of state: the least a click on a hydrated Next.js page costs. */
export function PressButton() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)} style={{ padding: '12px 20px', fontSize: 16 }}>
      Pressed {n} {n === 1 ? 'time' : 'times'}
    </button>
  );
}
