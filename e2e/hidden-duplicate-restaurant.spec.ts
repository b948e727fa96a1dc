// A venue a moderator hid still blocks adding it again (docs/product.md#moderation),
// but its page is 404: the add form says the venue is hidden by moderation and
// stays, instead of opening that page.
import { randomUUID } from 'node:crypto';
import { addRestaurantThroughForm } from './support/add-restaurant';
import { accessTokenOf, createRestaurantThroughApi } from './support/api';
import { newConfirmedUser, newUserSignedIn } from './support/consent';
import { expect, test } from './support/page-errors';
import { grantRole, userIdOf } from './support/staff';

test('adding a venue a moderator hid again: told it is hidden by moderation, the form stays', async ({ page, request }) => {
  test.slow();
  const moderator = await newConfirmedUser(request, 'mod-hides-venue');
  const moderatorToken = await accessTokenOf(request, moderator);
  await grantRole(request, await userIdOf(request, moderatorToken), 'moderator');
  // Added by someone else: a moderator may not act on their own content while another moderator exists.
  const vandal = await newConfirmedUser(request, 'adds-fake-venue');
  const name = `Trattoria Vandalo ${randomUUID().slice(0, 8)}`;
  const venue = await createRestaurantThroughApi(request, await accessTokenOf(request, vandal), {
    name,
    address: 'Via Falsa 1',
    city: 'Torino',
    cuisine_type: 'italian',
  });
  const hidden = await request.post('/rest/v1/moderation/actions', {
    headers: { authorization: `Bearer ${moderatorToken}` },
    data: { target_type: 'restaurant', target_id: venue.id, action: 'hide', rule: 'false_information', reason: 'Locale inesistente.' },
  });
  expect(hidden.status(), await hidden.text()).toBeLessThan(300);

  await newUserSignedIn(page, request, 'adds-hidden');
  await addRestaurantThroughForm(page, { name, address: 'Via Falsa 1', city: 'Torino', cuisine: 'italian' });

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `${name} è già presente, ma è nascosto dalla moderazione e non si può inserire di nuovo.` });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/add-restaurant$/);
});
