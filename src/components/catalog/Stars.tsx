import type { TFunction } from '../../client/i18n/react';
import s from './stars.module.css';

/** Star rating as text for screen readers ("Rated 4.5 out of 5 from 12 reviews") and as glyphs for the eye. */
export function Stars({
  average,
  count,
  t,
  size = 16,
  summary = true,
  lang,
}: {
  average: number;
  count: number;
  t: TFunction;
  size?: number;
  summary?: boolean;
  lang?: string;
}) {
  const rounded = Math.round(average);
  const label = summary
    ? t('product.ratingLabel', { rating: average.toFixed(1), count })
    : t('product.starsN', { count: average });
  return (
    <span className={s.stars} style={{ fontSize: `${size / 16}rem` }} lang={lang}>
      <span role="img" aria-label={label} className={s.starGlyphs}>
        {/* One text node, not a span per star: a listing has 24 of these, and every node is parsed, laid out and hydrated. */}
        {'★'.repeat(rounded) + '☆'.repeat(5 - rounded)}
      </span>
      {summary ? (
        <span aria-hidden="true" className={s.starText} style={{ fontSize: `${(size - 2) / 16}rem` }}>
          {average.toFixed(1)} ({count})
        </span>
      ) : null}
    </span>
  );
}
