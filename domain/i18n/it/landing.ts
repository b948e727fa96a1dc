import { commonMessages } from './common';
import { localise } from '../active';

export const landingMessages = {
  tagline: commonMessages.tagline,
  /** `name` is the nickname, or the part of the email before the @. */
  welcome: (name: string) => `Benvenuto, ${name}!`,
  /** Greeting for an account with neither nickname nor email. */
  welcomeNoName: 'Benvenuto!',
  signInOrUp: 'Accedi / Registrati',
  restaurants: 'Locali',
  profile: 'Profilo',
  info: 'Info',
  about: 'Chi Siamo',
} as const;

localise(landingMessages, 'landingMessages');
