'use client';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { MyAddressesDocument } from '../../client/addresses/documents';
import { asDocument } from '../../client/graphql/document';
import { EmptyState, HomeCard, cardState } from './HomeCard';
import s from './account-home.module.css';

/** The default address (the list comes default first) and how many others are kept. */
export function AddressesCard() {
  const { t } = useTranslation();
  const [r] = useQuery({ query: asDocument(MyAddressesDocument) });
  const list = r.data?.myAddresses ?? [];
  const [first] = list;
  return (
    <HomeCard
      id="addresses"
      title={t('accountHome.addresses.title')}
      state={cardState(r)}
      more={first ? { href: '/address', label: t('accountHome.addresses.all') } : null}
    >
      {!first ? (
        <EmptyState
          text={t('accountHome.addresses.none')}
          action={{ href: '/address', label: t('accountHome.addresses.add') }}
        />
      ) : (
        <div data-testid="home-address">
          <p className={s.row}>
            <strong>
              <bdi>{first.name}</bdi>
            </strong>
            {first.isDefault ? <span className={s.meta}>{t('accountHome.addresses.default')}</span> : null}
          </p>
          <p className={s.meta}>
            <bdi>{[first.line1, first.line2, first.city, first.postalCode].filter(Boolean).join(', ')}</bdi>
          </p>
          {list.length > 1 ? <p className={s.meta}>{t('accountHome.addresses.more', { n: list.length - 1 })}</p> : null}
        </div>
      )}
    </HomeCard>
  );
}
