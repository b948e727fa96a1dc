// Which journeys also run at 390 px (the `mobile` project in
// playwright.config.ts): those tagged PHONE, because what they check is laid
// out differently on a phone (the bottom tab bar, the cookie banner above it,
// the map, the server-painted shells, list rows, the allergy card, axe on
// every route at that width). A journey whose steps and screens are the same
// at any width runs on desktop only. Tag a test or a describe:
//   test('…', PHONE, async ({ page }) => { … });
export const PHONE = { tag: '@phone' };
