import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceText, priceSlots } from './PriceText';

describe('a sentence holding prices', () => {
  it('draws each price in its place, in rupees on the server, leaving the words as they are', () => {
    const slots = priceSlots('from', 'to');
    const text = `The price has changed from ${slots.from} to ${slots.to}.`;
    const html = renderToStaticMarkup(
      <PriceText
        text={text}
        prices={{ from: { amount: 680000, currency: 'INR' }, to: { amount: 650050, currency: 'INR' } }}
      />,
    );
    expect(html.replace(/<[^>]+>/g, '')).toBe('The price has changed from ₹6,800 to ₹6,500.50.');
    // Each price keeps the room its approximation will need (price.module.css).
    expect(html.match(/--approx-width/g)).toHaveLength(2);
  });

  it('charged: rupees without a slot; a price that is missing leaves only the words', () => {
    const text = `Pay up to ${priceSlots('limit').limit}.`;
    const charged = renderToStaticMarkup(
      <PriceText text={text} prices={{ limit: { amount: 1_000_000, currency: 'INR' } }} charged />,
    );
    expect(charged).toBe('Pay up to ₹10,000.');
    expect(renderToStaticMarkup(<PriceText text={text} prices={{ limit: null }} />)).toBe('Pay up to .');
  });
});
