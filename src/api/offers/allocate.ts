// Spreading a discount over the lines it covers, in whole paise.

/**
 * Shares of `totalMinor` in proportion to `weights`, each a whole number of paise no larger than its
 * weight, adding up to `totalMinor` exactly (largest remainder; ties go to the earlier line). A total
 * over the weights' sum is cut to it: a discount never exceeds what it covers.
 */
export function allocate(totalMinor: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  const total = Math.min(Math.max(0, Math.round(totalMinor)), sum);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  // BigInt keeps the products exact: 50 lines of ₹5,00,000 overflow 2^53 when multiplied by a large total.
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => Number((BigInt(w) * big) / bigSum));
  const remainders = weights.map((w, i) => ({ i, r: (BigInt(w) * big) % bigSum }));
  let left = total - shares.reduce((a, s) => a + s, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    if (shares[i]! < weights[i]!) {
      shares[i] = shares[i]! + 1;
      left -= 1;
    }
  }
  return shares;
}

/** `percentX100` (1500 = 15 %) of an amount in paise, rounded half-up. */
export const percentOf = (amountMinor: number, percentX100: number): number =>
  Number((BigInt(amountMinor) * BigInt(percentX100) + 5000n) / 10000n);
