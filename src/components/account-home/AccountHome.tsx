'use client';
import { accountSections } from './sections';
import s from './account-home.module.css';

/** Everything the shopper owns, one card each, each card a click from its full page. */
export function AccountHome() {
  return (
    <ul className={s.grid} data-testid="account-home">
      {accountSections.map(({ key, Card }) => (
        <li key={key}>
          <Card />
        </li>
      ))}
    </ul>
  );
}
