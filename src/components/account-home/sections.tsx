import type { ComponentType } from 'react';
import { AddressesCard } from './AddressesCard';
import { ConsultationsCard } from './ConsultationsCard';
import { EnquiriesCard } from './EnquiriesCard';
import { MeasurementsCard } from './MeasurementsCard';
import { OrdersCard } from './OrdersCard';
import { RewardsCard } from './RewardsCard';
import { TailoringCard } from './TailoringCard';
import { WishlistCard } from './WishlistCard';

/**
 * The account home's cards, in the order shown. A new card is a component rendering a `HomeCard` (its
 * own heading, summary, empty state and link to its page) and one line here.
 */
export const accountSections: readonly { key: string; Card: ComponentType }[] = [
  { key: 'orders', Card: OrdersCard },
  { key: 'tailoring', Card: TailoringCard },
  { key: 'rewards', Card: RewardsCard },
  { key: 'wishlist', Card: WishlistCard },
  { key: 'consultations', Card: ConsultationsCard },
  { key: 'measurements', Card: MeasurementsCard },
  { key: 'addresses', Card: AddressesCard },
  { key: 'enquiries', Card: EnquiriesCard },
];
