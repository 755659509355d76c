import path from 'node:path';
import { pick } from '../../db/schema/localized';
import { gstByKind, sameState, splitInclusive } from '../../lib/gst';
import type { OrderView } from './store';

// The order's tax invoice as a PDF. Names and addresses in Devanagari or Arabic are set in a Noto font
// that has their glyphs (pdfkit's fontkit shapes the letters; Arabic lines keep their logical order).
// Read from the installed packages by path at run time, as the migrations are: the page bundler would
// otherwise try to bundle the font files themselves.
const fontFile = (pkg: string, file: string) =>
  path.resolve(process.cwd(), 'node_modules/@fontsource', pkg, 'files', file);
const fonts = {
  devanagari: fontFile('noto-serif-devanagari', 'noto-serif-devanagari-devanagari-400-normal.woff'),
  arabic: fontFile('noto-naskh-arabic', 'noto-naskh-arabic-arabic-400-normal.woff'),
};

const fontFor = (s: string) =>
  /[\u0600-\u06ff]/.test(s) ? 'arabic' : /[\u0900-\u097f]/.test(s) ? 'devanagari' : 'Helvetica';
const rupees = (minor: number) => `INR ${(minor / 100).toFixed(2)}`;

export type Seller = { name: string; gstin: string | undefined; state: string | undefined };

/** The invoice's bytes. pdfkit and its font engine load on the first invoice, not at every start. */
export async function invoicePdf(view: OrderView, seller: Seller): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Invoice ${view.row.number}` } });
  doc.registerFont('devanagari', fonts.devanagari);
  doc.registerFont('arabic', fonts.arabic);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const text = (s: string, opts?: PDFKit.Mixins.TextOptions) => doc.font(fontFor(s)).text(s, opts);
  const o = view.row;
  const a = o.address;
  const intra = sameState(seller.state, a.state, a.country);

  doc.font('Helvetica-Bold').fontSize(16).text('Tax invoice');
  doc.font('Helvetica').fontSize(10);
  text(`${seller.name}`);
  text(`GSTIN: ${seller.gstin ?? 'not configured (set SELLER_GSTIN)'}`);
  text(`State: ${seller.state ?? 'not configured (set SELLER_STATE): tax shown as IGST'}`);
  doc.moveDown();
  text(`Invoice for order ${o.number}`);
  text(`Date: ${o.createdAt.toISOString().slice(0, 10)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Bill to / ship to');
  doc.fontSize(10);
  for (const line of [
    a.name,
    a.phone,
    a.line1,
    a.line2,
    `${a.city}${a.state ? `, ${a.state}` : ''} ${a.postalCode}`,
    a.country,
  ])
    if (line) text(line);
  doc.moveDown();

  // GST is on the value after the line's share of the offers' discount: the price the shopper pays.
  const lines = view.items.map((i) => ({
    name:
      i.discountMinor > 0
        ? `${pick(i.name, 'en')} (${rupees(i.lineTotalMinor)} less offer ${rupees(i.discountMinor)})`
        : pick(i.name, 'en'),
    kind: i.kind,
    qty: i.qty,
    total: i.lineTotalMinor - i.discountMinor,
  }));
  if (o.deliveryFeeMinor > 0) lines.push({ name: 'Delivery', kind: 'delivery', qty: 1, total: o.deliveryFeeMinor });
  let taxableSum = 0;
  let taxSum = 0;
  doc.font('Helvetica-Bold').text('Item | HSN/SAC | Qty | Taxable value | Rate | Tax | Total');
  for (const l of lines) {
    const g = gstByKind[l.kind] ?? gstByKind.saree!;
    const { taxable, tax } = splitInclusive(l.total, g.ratePercent);
    taxableSum += taxable;
    taxSum += tax;
    const taxText = intra
      ? `CGST ${g.ratePercent / 2}% ${rupees(Math.floor(tax / 2))} + SGST ${g.ratePercent / 2}% ${rupees(tax - Math.floor(tax / 2))}`
      : `IGST ${g.ratePercent}% ${rupees(tax)}`;
    text(`${l.name} | ${g.hsn} | ${l.qty} | ${rupees(taxable)} | ${taxText} | ${rupees(l.total)}`);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold');
  doc.text(`Taxable value: ${rupees(taxableSum)}`);
  doc.text(intra ? `CGST + SGST: ${rupees(taxSum)}` : `IGST: ${rupees(taxSum)}`);
  if (o.offerDiscountMinor > 0) doc.text(`Offer discount (in the values above): ${rupees(o.offerDiscountMinor)}`);
  if (o.pointsDiscountMinor > 0) doc.text(`Paid with reward points: ${rupees(o.pointsDiscountMinor)}`);
  doc.text(`Total (GST inclusive): ${rupees(o.totalMinor)}`);
  doc.end();
  return done;
}
