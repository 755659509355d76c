'use client';
import { leaveSignedOut } from '../client/session/leaving';
import { useProgressRouter } from '../client/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useTranslation } from '../client/i18n/react';
import { notify } from '../client/notify';
import { RouterLink } from './RouterLink';
import { useSignOut } from '../client/account/use-sign-out';
import { useSession } from '../client/session/SessionProvider';
import { menuLinks } from './account-links';
import s from './account-menu.module.css';

/**
 * The signed-in shopper's menu: their pages and sign-out. A menu button (WAI-ARIA menu pattern) in plain
 * HTML: the first item takes focus on opening, the arrows, Home and End move between items, Escape closes
 * and gives focus back to the button, Tab or a click elsewhere closes it.
 */
export function SignedInMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const router = useProgressRouter();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const wrap = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();
  const roles: readonly string[] = useSession().user?.roles ?? [];
  const links = menuLinks(roles);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    // A press anywhere outside the menu and its button closes it.
    const away = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }

  function onMenuKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  }

  return (
    <span ref={wrap} className={s.wrap}>
      <button
        ref={button}
        type="button"
        id={buttonId}
        className={s.button}
        // The name begins with what the button shows (a voice user says "Hi, Meera Iyer"), then what it is.
        aria-label={t('accountHome.button', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="account-button"
      >
        <Trans i18nKey="account.hello" values={{ name }} components={{ name: <bdi className={s.name} /> }} />
      </button>
      {open ? (
        <div ref={menu} id={menuId} role="menu" aria-labelledby={buttonId} className={s.menu} onKeyDown={onMenuKeyDown}>
          {links.map((l) => (
            <RouterLink
              key={l.href}
              href={l.href}
              role="menuitem"
              tabIndex={-1}
              className={s.item}
              onClick={() => setOpen(false)}
            >
              {t(l.label)}
            </RouterLink>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={s.item}
            onClick={async () => {
              setOpen(false);
              leaveSignedOut();
              await signOut();
              notify(t('auth.signedOut'), 'info');
              router.push('/');
            }}
          >
            {t('account.signOut')}
          </button>
        </div>
      ) : null}
    </span>
  );
}
