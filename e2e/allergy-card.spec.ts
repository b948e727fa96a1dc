// 'La mia carta allergie': from the profile, the saved allergens in Italian and
// a chosen language, each with its Annex II number, the user's level and where
// it hides, the traces line and, for a severe allergy, the emergency line;
// large and high-contrast; printable alone on one A6 page; shareable as an
// image; and, once opened, available with the network cut.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ALLERGEN_NAMES } from '../domain/allergens';
import { ALLERGEN_SPECIES, speciesOfGroup } from '../domain/allergen-species';
import { CARD_LANGUAGES, cardEntries, cardEntryLine, hiddenSourcesLine } from '../domain/allergy-card';
import { ANNEX_II } from '../domain/annex-ii';
import { accessTokenOf, saveAllergensThroughApi, saveLevelsThroughApi, saveSpeciesThroughApi } from './support/api';
import { newConfirmedUser, signInThroughStorage } from './support/consent';
import { PHONE } from './support/phone';

// The card opens offline from the service worker's cache (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Pages of a PDF as Chromium writes it: one '/Type /Page' object each ('/Type /Pages' is the tree). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('the allergy card a waiter can act on: numbers, levels, hidden sources, emergency; Italian and German; also offline; prints alone; shares as an image', PHONE, async ({ page, context, request }) => {
  const user = await newConfirmedUser(request, 'card');
  const token = await accessTokenOf(request, user);
  await saveAllergensThroughApi(request, token, ['Peanuts', 'Gluten', 'Lactose']);
  await saveLevelsThroughApi(request, token, { Peanuts: 'severe_allergy', Gluten: 'coeliac' });
  await signInThroughStorage(page, user);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Apri la carta allergie' }).click();
  await expect(page).toHaveURL(/\/profile\/allergy-card$/);
  const italian = page.getByTestId('allergy-card-it');
  const translation = page.getByTestId('allergy-card-translation');
  await expect(italian).toHaveAttribute('lang', 'it');
  await expect(italian).toContainText('Non posso mangiare:');
  // In Annex II order, each with its number and the user's level; lactose is an intolerance even with no level set.
  const italianLines = italian.locator('[data-card-entry]');
  await expect(italianLines).toHaveText(['🌾1Cereali contenenti glutine — celiachia', '🥜5Arachidi — allergia grave (anafilassi)', '🥛7Lattosio — intolleranza']);
  await expect(italian).toContainText('Si trova anche in: pangrattato, farina per infarinare o addensare');
  await expect(italian).toContainText('niente friggitrice in comune');
  await expect(italian.getByRole('note')).toContainText('chiamate subito il 112');
  await expect(italian).not.toContainText('allergico');
  await expect(italian.getByLabel('Allergene numero 5 del Reg. UE 1169/2011')).toHaveText('5');
  // English by default.
  await expect(translation).toHaveAttribute('lang', 'en');
  await expect(translation.locator('[data-card-entry]')).toHaveText([
    '🌾1Cereals containing gluten — coeliac disease',
    '🥜5Peanuts — severe allergy (anaphylaxis)',
    '🥛7Lactose — intolerance',
  ]);
  await expect(translation.getByRole('note')).toContainText('call 112 at once');

  await page.getByLabel('Seconda lingua della carta').selectOption('de');
  await expect(translation).toHaveAttribute('lang', 'de');
  await expect(translation.locator('[data-card-entry]')).toHaveText([
    '🌾1Glutenhaltiges Getreide — Zöliakie',
    '🥜5Erdnüsse — schwere Allergie (Anaphylaxie)',
    '🥛7Laktose — Unverträglichkeit',
  ]);
  await expect(translation).toContainText('Ich darf nicht essen:');
  await expect(translation).toContainText('keine gemeinsame Fritteuse');
  await expectNoSeriousA11yViolations(page);

  // Large text: the allergen lines are at least 30 px.
  const fontSize = await italianLines.first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(30);

  // Printed, only the card is on paper: not the app, not the controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Stampa' })).toBeHidden();
  await expect(page.getByTestId('allergy-card')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Shared as an image: this browser has no Web Share for files, so the PNG is downloaded.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Condividi come immagine' }).click();
  const png = await download;
  expect(png.suggestedFilename()).toBe('carta-allergie.png');
  const bytes = await readFile((await png.path())!);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(10_000);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('allergy-card')).toBeVisible();
    // The levels come from the copy on the device (the service worker does not keep them).
    await expect(italianLines).toHaveText(['🌾1Cereali contenenti glutine — celiachia', '🥜5Arachidi — allergia grave (anafilassi)', '🥛7Lattosio — intolleranza']);
    // The chosen language is remembered.
    await expect(translation.locator('[data-card-entry]').first()).toHaveText('🌾1Glutenhaltiges Getreide — Zöliakie');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await context.setOffline(false);
  }
});

/** Every species of tree nuts or gluten cereals, none for another allergen: the longest a group's entry gets. */
const everySpeciesOf = (allergen: string) => speciesOfGroup(ALLERGEN_SPECIES, allergen);

/**
 * The catalogue's allergens, the most text first: Annex II's (numbered, with
 * hidden sources) by the length of their longest entry in any card language,
 * then the others. The first n are the longest card of n allergens.
 */
function longestFirst(): string[] {
  const annex = ANNEX_II.map((group) => group.allergen as string);
  const longest = new Map(
    annex.map((name) => [
      name,
      Math.max(
        ...(['it', ...CARD_LANGUAGES] as const).map((language) => {
          const [entry] = cardEntries([{ name, level: 'severe_allergy', species: everySpeciesOf(name) }], language);
          return cardEntryLine(entry!).length + (hiddenSourcesLine(entry!, language)?.length ?? 0);
        }),
      ),
    ]),
  );
  return [...[...annex].sort((a, b) => longest.get(b)! - longest.get(a)!), ...ALLERGEN_NAMES.filter((name) => !annex.includes(name))];
}

test('the longest card of each print step prints on one A6 page, in every card language', PHONE, async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'cardpdf');
  const token = await accessTokenOf(request, user);
  await signInThroughStorage(page, user);
  const order = longestFirst();
  // The last count before each smaller type (allergy-card-page.tsx), and all 21: every one severe, every species named.
  for (const count of [2, 6, 10, 21]) {
    const chosen = order.slice(0, count);
    await saveAllergensThroughApi(request, token, chosen);
    await saveLevelsThroughApi(request, token, Object.fromEntries(chosen.map((name) => [name, 'severe_allergy'])));
    const species = chosen.flatMap(everySpeciesOf);
    if (species.length > 0) await saveSpeciesThroughApi(request, token, species);
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/profile/allergy-card');
    for (const language of CARD_LANGUAGES) {
      await page.emulateMedia({ media: 'screen' });
      await page.getByLabel('Seconda lingua della carta').selectOption(language);
      await expect(page.getByTestId('allergy-card-translation').locator('[data-card-entry]')).toHaveCount(count);
      if (language === 'ja') await expect(page.getByTestId('allergy-card-translation')).toContainText('119番');
      await page.emulateMedia({ media: 'print' });
      // On paper up to ten allergens keep their hidden sources; from eleven the screen and the image do.
      const hiddenSources = page.getByTestId('allergy-card-translation').locator('[data-card-hidden]').first();
      if (count > 10) await expect(hiddenSources).toBeHidden();
      else await expect(hiddenSources).toBeVisible();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      // A6 is 105 × 148 mm: 297.6 × 419.5 points.
      expect(pdf.toString('latin1'), `${count} allergens, ${language}`).toMatch(/\/MediaBox \[0 0 29[78](\.\d+)? 4(19|20)(\.\d+)?\]/);
      expect(pdfPageCount(pdf), `${count} allergens, ${language}`).toBe(1);
    }
  }
});
