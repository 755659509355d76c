import Box from '@mui/material/Box';
import type { MeasurementField } from '../../lib/measurements';

// Where to hold the tape, drawn: a figure seen from the front (or from the back, hair in a bun, for the back
// neck) with the measurement marked in the store's colour: a loop for a round, a line with its two ends for a
// length, the skirt shaded for lengths taken to the floor. No text inside, so the drawing mirrors in RTL.

type Point = readonly [number, number];
type Mark =
  | { kind: 'round'; cx: number; cy: number; rx: number; ry: number; rotate?: number }
  | { kind: 'line'; from: Point; to: Point }
  | { kind: 'neckline'; depth: number }
  | { kind: 'skirt' };

const lengthToFloor: Mark[] = [{ kind: 'skirt' }, { kind: 'line', from: [160, 168], to: [160, 386] }];

const marks: Record<MeasurementField, { back?: true; marks: Mark[] }> = {
  bust: { marks: [{ kind: 'round', cx: 100, cy: 126, rx: 38, ry: 6 }] },
  underBust: { marks: [{ kind: 'round', cx: 100, cy: 144, rx: 35, ry: 5 }] },
  waist: { marks: [{ kind: 'round', cx: 100, cy: 168, rx: 29, ry: 5 }] },
  hip: { marks: [{ kind: 'round', cx: 100, cy: 206, rx: 40, ry: 6 }] },
  shoulderWidth: { back: true, marks: [{ kind: 'line', from: [60, 72], to: [140, 72] }] },
  armhole: { marks: [{ kind: 'round', cx: 63, cy: 96, rx: 6, ry: 16, rotate: 12 }] },
  sleeveLength: { marks: [{ kind: 'line', from: [53, 82], to: [41, 140] }] },
  sleeveRound: { marks: [{ kind: 'round', cx: 59, cy: 120, rx: 7.5, ry: 2.8 }] },
  blouseLength: { marks: [{ kind: 'line', from: [84, 72], to: [84, 152] }] },
  frontNeckDepth: {
    marks: [
      { kind: 'neckline', depth: 104 },
      { kind: 'line', from: [100, 66], to: [100, 104] },
    ],
  },
  backNeckDepth: {
    back: true,
    marks: [
      { kind: 'neckline', depth: 116 },
      { kind: 'line', from: [100, 66], to: [100, 116] },
    ],
  },
  kurtaLength: { marks: [{ kind: 'line', from: [84, 72], to: [84, 292] }] },
  thigh: { marks: [{ kind: 'round', cx: 81, cy: 238, rx: 18, ry: 4 }] },
  knee: { marks: [{ kind: 'round', cx: 82, cy: 300, rx: 13, ry: 3.5 }] },
  calf: { marks: [{ kind: 'round', cx: 82, cy: 330, rx: 14, ry: 3.5 }] },
  ankle: { marks: [{ kind: 'round', cx: 85, cy: 372, rx: 8.5, ry: 2.5 }] },
  salwarLength: { marks: [{ kind: 'line', from: [150, 168], to: [150, 378] }] },
  lehengaLength: { marks: lengthToFloor },
  petticoatLength: { marks: lengthToFloor },
  drapeLength: { marks: lengthToFloor },
};

// The left half of the outline, top to bottom; the right half is its mirror.
const bodyLeft: Point[] = [
  [93, 56],
  [93, 68],
  [72, 74],
  [61, 84],
  [64, 108],
  [63, 128],
  [71, 166],
  [61, 206],
  [63, 242],
  [70, 300],
  [67, 330],
  [77, 370],
  [70, 384],
  [94, 385],
  [92, 370],
  [96, 330],
  [94, 300],
  [98, 244],
  [100, 234],
];
const armLeft: Point[] = [
  [61, 82],
  [54, 110],
  [48, 150],
  [44, 200],
  [41, 214],
  [47, 223],
  [54, 216],
  [54, 200],
  [58, 150],
  [65, 112],
];
const mirror = (points: Point[]): Point[] => points.map(([x, y]) => [200 - x, y] as const);

/** A smooth closed outline through the points (Catmull-Rom, drawn as cubic Béziers). */
function smooth(points: Point[]): string {
  const n = points.length;
  const at = (i: number) => points[(i + n) % n]!;
  let d = `M${at(0)[0]},${at(0)[1]}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += ` C${c1x.toFixed(1)},${c1y.toFixed(1)} ${c2x.toFixed(1)},${c2y.toFixed(1)} ${p2[0]},${p2[1]}`;
  }
  return `${d} Z`;
}

const body = smooth([...bodyLeft, ...mirror(bodyLeft).reverse().slice(1)]);
const leftArm = smooth(armLeft);
const rightArm = smooth(mirror(armLeft));

function MarkShape({ mark }: { mark: Mark }) {
  switch (mark.kind) {
    case 'round':
      return (
        <ellipse
          cx={mark.cx}
          cy={mark.cy}
          rx={mark.rx}
          ry={mark.ry}
          transform={mark.rotate ? `rotate(${mark.rotate} ${mark.cx} ${mark.cy})` : undefined}
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
        />
      );
    case 'line':
      return (
        <g stroke="currentColor" fill="currentColor">
          <line
            x1={mark.from[0]}
            y1={mark.from[1]}
            x2={mark.to[0]}
            y2={mark.to[1]}
            strokeWidth={3}
            strokeLinecap="round"
          />
          <circle cx={mark.from[0]} cy={mark.from[1]} r={4} />
          <circle cx={mark.to[0]} cy={mark.to[1]} r={4} />
        </g>
      );
    case 'neckline':
      return (
        <path
          d={`M86,68 Q100,${2 * mark.depth - 68} 114,68`}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeDasharray="4 3"
        />
      );
    case 'skirt':
      return (
        <path
          d="M70,166 L130,166 L152,386 L48,386 Z"
          fill="currentColor"
          fillOpacity={0.14}
          stroke="currentColor"
          strokeOpacity={0.5}
          strokeWidth={1.5}
        />
      );
  }
}

/**
 * The drawing for one field. `label` names it for screen readers (the how-to text beside it says the rest).
 * In RTL the drawing is mirrored, so the marked arm or leg is on the side the text starts from.
 */
export function MeasurementGuide({
  field,
  label,
  size = 88,
}: {
  field: MeasurementField;
  label: string;
  size?: number;
}) {
  const { back, marks: shapes } = marks[field];
  return (
    <Box
      component="svg"
      viewBox="0 0 200 400"
      role="img"
      aria-label={label}
      data-testid={`guide-${field}`}
      sx={{
        width: size,
        height: size * 2,
        flex: 'none',
        color: 'primary.main',
        '[dir="rtl"] &': { transform: 'scaleX(-1)' },
      }}
    >
      <rect x={4} y={4} width={192} height={392} rx={14} fill="#faf4ee" />
      <g fill="#f1dccb" stroke="#8a6d5a" strokeWidth={1.6} strokeLinejoin="round">
        <path d={leftArm} />
        <path d={rightArm} />
        <path d={body} />
        <circle cx={100} cy={36} r={20} fill={back ? '#3b2a25' : '#f1dccb'} />
        {back ? <circle cx={100} cy={56} r={8} fill="#3b2a25" /> : null}
      </g>
      {shapes.map((m, i) => (
        <MarkShape key={i} mark={m} />
      ))}
    </Box>
  );
}
