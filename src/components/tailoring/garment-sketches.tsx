import type { ReactNode } from 'react';

// The garments OptionPicture draws its options on (a bodice, a skirt, a kurta, a saree), in the
// catalogue's textile palette, on a 64 × 64 view box.

export const ink = '#5b1a2b';
export const cloth = '#f3d9c4';
export const accent = '#c9922e';

/** A blouse's front (or back) with the neckline given as a path across its top. */
export function Bodice({
  neck,
  sleeves = 'set-in',
  back = false,
  extra,
}: {
  neck: string;
  sleeves?: 'none' | 'cap' | 'set-in' | 'puff' | 'bell' | number;
  back?: boolean;
  extra?: ReactNode;
}) {
  const sleeve = (() => {
    if (sleeves === 'none') return null;
    if (sleeves === 'cap')
      return (
        <path d="M14 18 L6 26 L12 29 L18 24 M50 18 L58 26 L52 29 L46 24" fill={cloth} stroke={ink} strokeWidth="1.5" />
      );
    if (sleeves === 'puff')
      return (
        <path
          d="M15 17 C2 16 2 32 11 32 L18 26 M49 17 C62 16 62 32 53 32 L46 26"
          fill={cloth}
          stroke={ink}
          strokeWidth="1.5"
        />
      );
    if (sleeves === 'bell')
      return (
        <path d="M15 17 L2 40 L14 42 L18 26 M49 17 L62 40 L50 42 L46 26" fill={cloth} stroke={ink} strokeWidth="1.5" />
      );
    const len = typeof sleeves === 'number' ? sleeves : 14;
    return (
      <path
        d={`M15 17 L${8 - len / 6} ${24 + len} L${14 - len / 8} ${26 + len} L18 26 M49 17 L${56 + len / 6} ${24 + len} L${50 + len / 8} ${26 + len} L46 26`}
        fill={cloth}
        stroke={ink}
        strokeWidth="1.5"
      />
    );
  })();
  return (
    <>
      {sleeve}
      <path
        d={`M15 17 ${neck} L49 17 L46 26 L46 50 Q32 54 18 50 L18 26 Z`}
        fill={cloth}
        stroke={ink}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M18 50 Q32 54 46 50" stroke={accent} strokeWidth="3" fill="none" />
      {back ? <path d="M32 40 L32 50" stroke={ink} strokeWidth="1" strokeDasharray="2 2" /> : null}
      {extra}
    </>
  );
}

export const necks: Record<string, string> = {
  round: 'L24 14 Q32 26 40 14',
  sweetheart: 'L23 14 Q24 26 32 24 Q40 26 41 14',
  u: 'L24 14 L24 22 Q32 32 40 22 L40 14',
  v: 'L24 14 L32 30 L40 14',
  boat: 'L20 15 Q32 19 44 15',
  square: 'L24 14 L24 25 L40 25 L40 14',
  collar: 'L26 11 L26 6 L38 6 L38 11',
  'deep-u': 'L23 14 L23 32 Q32 42 41 32 L41 14',
  keyhole: 'L24 14 Q32 22 40 14',
  open: 'L21 14 L21 40 Q32 46 43 40 L43 14',
};

export function Skirt({ flare, extra }: { flare: number; extra?: ReactNode }) {
  return (
    <>
      <path
        d={`M22 10 L42 10 L${48 + flare} 56 L${16 - flare} 56 Z`}
        fill={cloth}
        stroke={ink}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M22 10 L42 10" stroke={accent} strokeWidth="3" />
      {extra}
    </>
  );
}

export function Kurta({ length, bottom }: { length: number; bottom?: 'salwar' | 'churidar' | 'palazzo' }) {
  return (
    <>
      {bottom ? (
        <path
          d={
            bottom === 'palazzo'
              ? 'M22 34 L16 60 L30 60 L32 40 L34 60 L48 60 L42 34 Z'
              : bottom === 'churidar'
                ? 'M24 34 L26 60 L31 60 L32 40 L33 60 L38 60 L40 34 Z'
                : 'M22 34 L20 56 L29 60 L32 40 L35 60 L44 56 L42 34 Z'
          }
          fill="#e9c7a9"
          stroke={ink}
          strokeWidth="1.2"
        />
      ) : null}
      <path
        d={`M16 10 L26 6 Q32 12 38 6 L48 10 L58 28 L52 30 L46 20 L46 ${length} L18 ${length} L18 20 L12 30 L6 28 Z`}
        fill={cloth}
        stroke={ink}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d={`M18 ${length} L46 ${length}`} stroke={accent} strokeWidth="3" />
    </>
  );
}

export function Saree({ extra }: { extra?: ReactNode }) {
  return (
    <>
      <rect x="8" y="12" width="48" height="40" rx="2" fill={cloth} stroke={ink} strokeWidth="1.5" />
      <rect x="40" y="12" width="16" height="40" fill={accent} opacity="0.5" />
      {extra}
    </>
  );
}
