import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './I18nProvider';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('greeting')}</p>;
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
});
