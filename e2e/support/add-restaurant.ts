// The add form (/add-restaurant) filled and sent as a user does, by its labels.
import type { Page } from '@playwright/test';

export async function addRestaurantThroughForm(page: Page, venue: { name: string; address: string; city: string; cuisine: string }): Promise<void> {
  await page.goto('/add-restaurant');
  await page.getByLabel('Nome').fill(venue.name);
  await page.getByLabel('Indirizzo').fill(venue.address);
  await page.getByLabel('Città').fill(venue.city);
  await page.getByLabel('Tipo di cucina').selectOption(venue.cuisine);
  await page.getByRole('button', { name: 'Aggiungi Locale' }).click();
}
