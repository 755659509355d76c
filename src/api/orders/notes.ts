import { expiryNote, refundNotes } from './transition';
import { workshopNotes } from './for-workshop';

// The notes the store itself writes on an order's timeline, by a code the browser translates. A note
// staff type by hand has no code and is shown as written.
const systemNotes: Record<string, string> = {
  'Order placed, cash on delivery': 'placedCod',
  'Order placed, awaiting payment': 'placedAwaitingPayment',
  'Payment received': 'paymentReceived',
  'Payment failed': 'paymentFailed',
  [expiryNote]: 'paymentNotReceived',
  'Cancelled by the shopper': 'cancelledByShopper',
  'Payment arrived after the order closed; refund due': 'lateRefund',
  [refundNotes.recorded]: 'refundRecorded',
  [refundNotes.processed]: 'refundProcessed',
  [workshopNotes.confirmed]: 'workshopConfirmed',
  [workshopNotes.cutting]: 'workshopCutting',
  [workshopNotes.ready]: 'workshopReady',
  [workshopNotes.figures]: 'workshopFigures',
};

export function noteCode(note: string | null): string | null {
  return note === null ? null : (systemNotes[note] ?? null);
}
