'use client';
import type { ComponentProps } from 'react';
import { AddressForm } from '../../../components/address/AddressForm';
import { MuiIsland } from '../../../client/theme/MuiIsland';

/** The address form (MUI) in its own theme and style cache: checkout's page itself carries no MUI. */
export function CheckoutAddressForm(props: ComponentProps<typeof AddressForm>) {
  return (
    <MuiIsland>
      <AddressForm {...props} />
    </MuiIsland>
  );
}
