import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chatHiddenAt, chatMaxWidth, chatOffsetRight } from './chat-visibility';

describe('chat button visibility by path', () => {
  it.each([
    '/cart',
    '/orders/SIL-42',
    '/sarees',
    '/processing-payment',
    '/my-rewards',
    '/login',
    '/admin',
    '/admin/products/12',
  ])('hidden on %s', (p) => {
    expect(chatHiddenAt(p)).toBe(true);
  });
  it.each(['/', '/category', '/get-in-touch', '/cartoons', '/tailoring', '/administer'])('shown on %s', (p) => {
    expect(chatHiddenAt(p)).toBe(false);
  });
});

describe('chat button styles', () => {
  it('sit in a CSS module (no inline style element under the CSP) with the reference numbers', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'chat-button.module.css'), 'utf8');
    expect(css).toContain(`right: ${chatOffsetRight}px`);
    expect(css).toContain(`@media (max-width: ${chatMaxWidth}px)`);
    expect(readFileSync(path.join(import.meta.dirname, 'ChatButton.tsx'), 'utf8')).not.toContain('<style');
  });
});
