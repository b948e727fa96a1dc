// The English message objects the web app activates (domain/i18n/active.ts),
// by the Italian export's name: this module's namespace is the map
// activateLanguage takes. The entry script (web/main.tsx) imports it only when
// the interface is English, so it is a chunk of its own and an Italian reader
// never downloads it. The emails (./auth-emails) are the server's alone.
export * from './about';
export * from './alerts';
export * from './allergen-species';
export * from './allergens';
export * from './allergy-card';
export * from './auth';
export * from './common';
export * from './consent';
export * from './errors';
export * from './geolocation';
export * from './home';
export * from './incidents';
export * from './landing';
export * from './legal';
export * from './legal-intellectual-property';
export * from './legal-terms';
export * from './map';
export * from './menu-numbers';
export * from './mfa';
export * from './moderation';
export * from './my-restaurants';
export * from './nav';
export * from './not-found';
export * from './notifications';
export * from './offline';
export * from './photos';
export * from './places';
export * from './practices';
export * from './profile';
export * from './reset-password';
export * from './restaurant-detail';
export * from './restaurant-form';
export * from './restaurants';
export * from './reviews';
export * from './saved';
export * from './sensitivity';
export * from './venue-status';
export * from './votes';
