import { describe, expect, it } from 'vitest';
import { chatHiddenAt } from './chat-visibility';

describe('chat button visibility by path', () => {
  it.each(['/cart', '/orders/SIL-42', '/sarees', '/processing-payment', '/my-rewards', '/login'])('hidden on %s', (p) => {
    expect(chatHiddenAt(p)).toBe(true);
  });
  it.each(['/', '/category', '/get-in-touch', '/cartoons', '/tailoring'])('shown on %s', (p) => {
    expect(chatHiddenAt(p)).toBe(false);
  });
});
