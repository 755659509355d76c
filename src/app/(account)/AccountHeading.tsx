import type { ReactNode } from 'react';
import s from './account.module.css';

/** A signed-in page's heading, with what goes above it (a link back). */
export function AccountHeading({ title, before }: { title: ReactNode; before?: ReactNode }) {
  return (
    <>
      {before}
      <h1 className={s.heading}>{title}</h1>
    </>
  );
}
