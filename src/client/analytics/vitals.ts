// The contract's web-vitals thresholds (docs/CONTRACT.md §8), good / poor.
const vitalThresholds = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
} as const;

export type VitalName = keyof typeof vitalThresholds;

export function rateVital(name: VitalName, value: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = vitalThresholds[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}
