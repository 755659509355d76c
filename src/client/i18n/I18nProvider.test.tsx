import { renderToString } from 'react-dom/server';
import { useTranslation } from './react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddStrings } from './AddStrings';
import { I18nProvider } from './I18nProvider';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('greeting')}</p>;
}

function AddToCart() {
  const { t } = useTranslation();
  return <button type="button">{t('product.add')}</button>;
}

describe('the translations a page hands to the browser, rendered on the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('translate from the handed-over bundle and leave no timer behind (one per render would keep every render)', () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    for (let i = 0; i < 3; i++) {
      const html = renderToString(
        <I18nProvider lng="hi" bundle={{ greeting: 'नमस्ते' }}>
          <Greeting />
        </I18nProvider>,
      );
      expect(html).toContain('नमस्ते');
    }
    expect(intervals).not.toHaveBeenCalled();
    expect(timeouts).not.toHaveBeenCalled();
  });

  it("a page's own sections reach the parts after them in the same render, and leave the shell's alone", () => {
    const html = renderToString(
      <I18nProvider lng="hi" bundle={{ greeting: 'नमस्ते', product: { add: 'shell copy' } }}>
        <AddStrings lng="hi" strings={{ product: { add: 'page copy' }, cart: { title: 'थैला' } }} />
        <Greeting />
        <AddToCart />
      </I18nProvider>,
    );
    expect(html).toContain('नमस्ते');
    expect(html).toContain('shell copy');
  });

  it('a page without the shell section gets it from its own', () => {
    const html = renderToString(
      <I18nProvider lng="ar" bundle={{ greeting: 'مرحبا' }}>
        <AddStrings lng="ar" strings={{ product: { add: 'أضف إلى السلة' } }} />
        <AddToCart />
      </I18nProvider>,
    );
    expect(html).toContain('أضف إلى السلة');
  });
});
