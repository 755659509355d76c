'use client';
import { usePathname } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { chatHiddenAt, chatMaxWidth, chatOffsetRight } from './chat-visibility';
import { iconPaths } from './icon-paths';

/**
 * WhatsApp chat on narrow screens only: a plain link to the store's number, no third-party script.
 * Width is decided by CSS so the server's HTML is already right (no flash, no layout shift).
 */
export function ChatButton({ whatsapp, storeName }: { whatsapp: string; storeName: string }) {
  const pathname = usePathname();
  const { t } = useTranslation();
  if (chatHiddenAt(pathname)) return null;
  const text = encodeURIComponent(t('contact.whatsappGreeting', { store: storeName }));
  return (
    <>
      <style>{`
        .silai-chat { position: fixed; bottom: 20px; right: ${chatOffsetRight}px; z-index: 1200; display: none;
          width: 56px; height: 56px; border-radius: 50%; background: #1f7a4d; color: #fff; align-items: center;
          justify-content: center; box-shadow: 0 4px 12px rgba(0,0,0,.25); }
        .silai-chat:focus-visible { outline: 3px solid #f2c14e; outline-offset: 2px; }
        @media (max-width: ${chatMaxWidth}px) { .silai-chat { display: inline-flex; } }
      `}</style>
      <a
        className="silai-chat"
        data-testid="chat-button"
        href={`https://wa.me/${whatsapp}?text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.label')}
      >
        {/* A plain SVG, not MUI's SvgIcon: this button is on every page, MUI is not. */}
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" fill="currentColor">
          <path d={iconPaths.whatsapp} />
        </svg>
      </a>
    </>
  );
}
