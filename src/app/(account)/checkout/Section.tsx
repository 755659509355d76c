import type { ReactNode } from 'react';
import s from './checkout.module.css';

/** One numbered step of the checkout. */
export function Section({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className={s.section} aria-labelledby={`step-${n}`}>
      <h2 id={`step-${n}`} className={s.stepTitle}>
        <span className={s.stepNo} aria-hidden="true">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
