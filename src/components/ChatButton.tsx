'use client';
import { usePathname } from 'next/navigation';
import { useTranslation } from '../client/i18n/react';
import { chatHiddenAt } from './chat-visibility';
import s from './chat-button.module.css';
import { whatsappPath } from './icon-whatsapp';

/**
 * WhatsApp chat on narrow screens only: a plain link to the store's number, no third-party script.
 * Width is decided by CSS (a module: the page's Content-Security-Policy allows no inline style element)
 * so the server's HTML is already right (no flash, no layout shift).
 */
export function ChatButton({ whatsapp, storeName }: { whatsapp: string; storeName: string }) {
  const pathname = usePathname();
  const { t } = useTranslation();
  if (chatHiddenAt(pathname)) return null;
  const text = encodeURIComponent(t('contact.whatsappGreeting', { store: storeName }));
  // In its own landmark, so nothing on the page sits outside one.
  return (
    <aside aria-label={t('a11y.chatRegion')}>
      <a
        className={s.chat}
        data-testid="chat-button"
        data-chat
        href={`https://wa.me/${whatsapp}?text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.label')}
      >
        {/* A plain SVG, not MUI's SvgIcon: this button is on every page, MUI is not. */}
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" fill="currentColor">
          <path d={whatsappPath} />
        </svg>
      </a>
    </aside>
  );
}
