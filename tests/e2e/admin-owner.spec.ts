import { expect, test, type Page } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { waitForHydration } from './hydration';
import { createAndFindFabric, fillNewFabric, newFabric, pictureJpeg } from './new-fabric';
import { buyThroughTestGateway, findOrder, openFromMenu, shoot, signInAs } from './owner-helpers';

// A new store owner's day in the back office: a fabric to add with a picture and a Hindi name, its order
// to confirm and ship while its shopper watches, a cancelled paid order to refund, and a colleague to make
// a designer. Each person in their own browser.
const ADMIN = { local: '9000000093', code: '930093' };
const SHOPPER = { local: '9000000094', code: '940094' };
const COLLEAGUE = { local: '9000000095', code: '950095' };

// A fabric with stock to spare that the other journeys do not buy (they pick from the front of the list,
// and the 0.5 m-step ones), for the order refunded.
const fabrics = productSeeds.filter((p) => p.kind === 'fabric' && (p.stock ?? 0) >= 50 && p.step !== 0.5);
const refunded = fabrics.at(-2)!;

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a store owner adds a fabric with a picture, ships its order live, refunds a cancelled one and makes a colleague a designer', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(240_000);

  // 1. The owner signs in and finds the back office in the account menu.
  await signInAs(owner, ADMIN, 'Store Owner');
  await openFromMenu(owner, 'Back office');
  await expect(owner).toHaveURL(/\/admin$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();

  // 2. The owner adds a fabric, with a picture from their computer and a Hindi name: on /fabrics at once.
  const created = newFabric('Owner');
  await fillNewFabric(owner, created, await pictureJpeg());
  await createAndFindFabric(owner, created);

  // 3. A shopper, in a browser of their own, buys that fabric and keeps the order's page open.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signInAs(shopper, SHOPPER, 'Farah Khan');
  const first = await buyThroughTestGateway(shopper, created.slug);
  await expect(shopper.getByText(created.name)).toBeVisible();

  // 4. The owner finds it, confirms it, ships it; the shopper's open page follows.
  await findOrder(owner, first);
  const actions = section(owner, 'Actions');
  await expect(section(owner, 'Lines')).toContainText(created.name);
  await expect(owner.getByText('Placed · Paid · Test gateway')).toBeVisible();
  await actions.getByRole('button', { name: 'Move to Confirmed' }).click();
  await expect(owner.getByText(`Order ${first} is now: Confirmed`)).toBeVisible();
  await expect(shopper.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await actions.getByLabel('Carrier').fill('Blue Dart');
  await actions.getByLabel('Tracking number').fill('BD123456789IN');
  await actions.getByRole('button', { name: 'Move to Shipped' }).click();
  await expect(owner.getByText(`Order ${first} is now: Shipped`)).toBeVisible();
  await expect(section(owner, 'Delivery address')).toContainText('Shipped with Blue Dart, tracking BD123456789IN');
  await expect(section(owner, 'History')).toContainText('Shipped');
  const staffChanges = section(owner, 'Changes by staff');
  await expect(staffChanges).toContainText('Moved to Shipped · Admin (Store Owner)');
  await expect(staffChanges).toContainText('Tracking number: — → BD123456789IN');
  await expect(section(owner, 'Lines')).not.toContainText('adminOrders.');
  await expect(shopper.getByText('Shipped with Blue Dart, tracking number BD123456789IN')).toBeVisible();
  await expect(section(shopper, 'Progress')).toContainText('Shipped');
  await shoot(owner, 'admin-order-shipped');

  // 5. A second order, paid and then cancelled by the shopper: the money is owed back, and the owner
  // records the refund they sent.
  const second = await buyThroughTestGateway(shopper, refunded.slug);
  shopper.once('dialog', (d) => void d.accept());
  await shopper.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(shopper.getByText('Refund on its way')).toBeVisible();
  await findOrder(owner, second);
  await expect(owner.getByText('Cancelled · Refund on its way · Test gateway')).toBeVisible();
  await expect(section(owner, 'Refunds')).toContainText('No refunds.');
  await actions.getByLabel('Refund reference').fill('UPI-REF-77881');
  await actions.getByRole('button', { name: 'Settle refund' }).click();
  await expect(owner.getByText('Refund recorded.')).toBeVisible();
  await expect(section(owner, 'Refunds')).toContainText('Refunded');
  await expect(section(owner, 'Refunds')).toContainText('UPI-REF-77881');
  await expect(owner.getByText('Cancelled · Refunded · Test gateway')).toBeVisible();
  await expect(staffChanges).toContainText('Refund recorded');
  await expect(staffChanges).toContainText('Payment: Refund on its way → Refunded');
  await expect(shopper.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(section(shopper, 'Progress')).toContainText('Refund sent back by the store');
  await shopperContext.close();

  // 6. A colleague signs in once; the owner finds them and makes them a designer; after a reload the
  // colleague's menu leads to the tailoring desk, and the desk opens for them.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signInAs(colleague, COLLEAGUE, 'Kavya Rao');
  await colleague.getByRole('button', { name: /, account menu$/ }).click();
  await expect(colleague.getByRole('menuitem', { name: 'Tailoring queue (staff)' })).toHaveCount(0);
  await colleague.keyboard.press('Escape');

  await openFromMenu(owner, 'Customers');
  await expect(owner.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await waitForHydration(owner);
  const search = owner.getByRole('search', { name: 'Search customers' });
  await search.getByLabel('Phone, name or e-mail').fill('Kavya Rao');
  await search.getByRole('button', { name: 'Search' }).click();
  const rows = owner.getByRole('table', { name: 'Customers, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('link').click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Customer' })).toBeVisible();
  await expect(owner.getByText('Kavya Rao')).toBeVisible();
  const roles = section(owner, 'Staff roles');
  await roles.getByRole('button', { name: 'Make designer' }).click();
  await expect(roles.getByText('designer role granted.', { exact: false })).toBeVisible();
  await expect(roles.getByRole('button', { name: 'Remove designer' })).toBeVisible();
  await expect(section(owner, 'Role changes')).toContainText(
    'Role granted by Store Owner (admin): customer → customer, designer',
  );
  await shoot(owner, 'admin-customer');

  await colleague.reload();
  await waitForHydration(colleague);
  await openFromMenu(colleague, 'Tailoring queue (staff)');
  await expect(colleague).toHaveURL(/\/admin\/tailoring$/);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Tailoring queue' })).toBeVisible();
  // The desk answers them (a count of its lines), not a refusal.
  await expect(colleague.getByText(/^Lines: \d+$/)).toBeVisible();
  await expect(colleague.getByText('We could not load this just now. Please try again.')).toHaveCount(0);
  await colleagueContext.close();
});
