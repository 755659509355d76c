import { describe, expect, it } from 'vitest';
import { noticeColours, noticeShownMs, notificationRules } from './notify';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const f = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

describe('notices', () => {
  it('white text on every kind of notice is at least 4.5:1', () => {
    for (const [kind, bg] of Object.entries(noticeColours))
      expect(contrast('#ffffff', bg), kind).toBeGreaterThanOrEqual(4.5);
    // The measure itself: notistack's old green, which failed.
    expect(contrast('#ffffff', '#43a047')).toBeLessThan(4.5);
  });

  it('stay at least 8 s, on their own timer rather than notistack’s', () => {
    expect(noticeShownMs).toBeGreaterThanOrEqual(8000);
    expect(notificationRules.autoHideDuration).toBeNull();
  });
});
