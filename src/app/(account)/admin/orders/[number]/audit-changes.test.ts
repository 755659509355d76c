import { describe, expect, it } from 'vitest';
import { auditChanges, refundFacts } from './audit-changes';

describe('an order audit entry, field by field', () => {
  it('lists the fields that changed, before and after', () => {
    expect(
      auditChanges(
        '{"status":"CONFIRMED","carrier":null,"trackingNumber":null}',
        '{"status":"SHIPPED","carrier":"Blue Dart","trackingNumber":"BD1"}',
      ),
    ).toEqual([
      { field: 'status', from: 'CONFIRMED', to: 'SHIPPED' },
      { field: 'carrier', from: null, to: 'Blue Dart' },
      { field: 'trackingNumber', from: null, to: 'BD1' },
    ]);
  });

  it('leaves out what stayed, and reads a field only one side has as absent on the other', () => {
    expect(auditChanges('{"refund":"r1"}', '{"refund":"r1","reason":"declined"}')).toEqual([
      { field: 'reason', from: null, to: 'declined' },
    ]);
  });

  it('reads a missing or malformed record as nothing', () => {
    expect(auditChanges(null, '{"status":"PLACED"}')).toEqual([{ field: 'status', from: null, to: 'PLACED' }]);
    expect(auditChanges('not json', '[1]')).toEqual([]);
  });

  it('recognises a refund’s facts', () => {
    expect(refundFacts({ id: 'x', amount: 81900, currency: 'INR', reference: 'UPI-1' })).toEqual({
      amount: 81900,
      currency: 'INR',
      reference: 'UPI-1',
    });
    expect(refundFacts('r1')).toBeNull();
    expect(refundFacts(null)).toBeNull();
  });
});
