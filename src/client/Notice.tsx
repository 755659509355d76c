'use client';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from './i18n/react';
import { holdNoticeSpace } from './notice-space';
import { noticeColours, noticeShownMs } from './notify';
import s from './notice.module.css';

/**
 * One notice: white text on a dark background of its kind (at least 4.5:1), a close button with a name,
 * and its own timer, which waits while the pointer is on the notice or the keyboard is inside it and
 * starts again, in full, once both have left.
 */
export const Notice = forwardRef<HTMLDivElement, CustomContentProps>(function Notice(
  { id, message, variant, style, className },
  ref,
) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const own = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const box = own.current?.closest('.notistack-SnackbarContainer');
    return box ? holdNoticeSpace(box) : undefined;
  }, []);
  useEffect(() => {
    if (hovered || focused) return;
    const timer = setTimeout(() => closeSnackbar(id), noticeShownMs);
    return () => clearTimeout(timer);
  }, [hovered, focused, id]);
  return (
    <SnackbarContent
      ref={(el) => {
        own.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      role="alert"
      style={{ ...style, background: noticeColours[variant] }}
      className={`${s.notice} ${className ?? ''}`}
      data-notice={variant}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className={s.message}>{message}</div>
      <button type="button" className={s.close} aria-label={t('a11y.closeNotice')} onClick={() => closeSnackbar(id)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
          />
        </svg>
      </button>
    </SnackbarContent>
  );
});
