import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows whole rupees without paise, the Indian way', () => {
    expect(formatMoney({ amount: 12345600, currency: 'INR' })).toBe('₹1,23,456');
  });

  it('shows paise when the amount has them, so a quarter metre is shown as charged', () => {
    // 2.25 m at ₹450 a metre.
    expect(formatMoney({ amount: 101250, currency: 'INR' })).toBe('₹1,012.50');
    expect(formatMoney({ amount: 5, currency: 'INR' })).toBe('₹0.05');
  });
});
