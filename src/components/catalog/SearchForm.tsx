import type { TFunction } from '../../client/i18n/react';
import s from './search-form.module.css';

/** A plain GET form to /search: no JavaScript needed, works from every page. */
export function SearchForm({
  t,
  defaultValue = '',
  id,
  compact = false,
  name,
}: {
  t: TFunction;
  defaultValue?: string;
  id: string;
  compact?: boolean;
  name: string;
}) {
  return (
    <form
      role="search"
      aria-label={name}
      action="/search"
      method="get"
      className={`${s.search} ${compact ? s.compact : ''}`}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={200}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        className={s.searchInput}
      />
      <button type="submit" className={s.searchButton}>
        {t('search.submit')}
      </button>
    </form>
  );
}
