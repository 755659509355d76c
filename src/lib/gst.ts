// GST on the store's invoices, in one place. Prices are GST-inclusive (Indian retail), so the taxable
// value is the line total divided by (1 + rate). Within the seller's state the tax is split CGST + SGST
// (half each); to another state (or abroad) it is IGST.
//   saree  HSN 5007   (woven silk fabrics)            5 %
//   fabric HSN 5208   (woven cotton fabrics)          5 %
//   service SAC 998821 (tailoring, textile job work)  5 %
//   delivery SAC 996812 (courier services)           18 %

export type TaxLine = { hsn: string; ratePercent: number };

export const gstByKind: Record<string, TaxLine> = {
  saree: { hsn: '5007', ratePercent: 5 },
  fabric: { hsn: '5208', ratePercent: 5 },
  service: { hsn: '998821', ratePercent: 5 },
  delivery: { hsn: '996812', ratePercent: 18 },
};

/** Minor units: the taxable value and the tax inside a GST-inclusive amount. */
export function splitInclusive(amountMinor: number, ratePercent: number): { taxable: number; tax: number } {
  const taxable = Math.round((amountMinor * 100) / (100 + ratePercent));
  return { taxable, tax: amountMinor - taxable };
}

/** GSTIN's first two digits are the state's code; the two names compared loosely otherwise. */
export function sameState(sellerState: string | undefined, buyerState: string | null, buyerCountry: string): boolean {
  if (!sellerState || !buyerState || buyerCountry !== 'IN') return false;
  return sellerState.trim().toLowerCase() === buyerState.trim().toLowerCase();
}
