import type { Catalogue } from '../catalogue';
import { commonMessages } from './common';

export const landingMessages = {
  tagline: commonMessages.tagline,
  /** `name` is the nickname, or the part of the email before the @. */
  welcome: (name: string) => `Welcome, ${name}!`,
  /** Greeting for an account with neither nickname nor email. */
  welcomeNoName: 'Welcome!',
  signInOrUp: 'Sign in / Sign up',
  restaurants: 'Venues',
  profile: 'Profile',
  info: 'Info',
  about: 'About Us',
} satisfies Catalogue['landing'];
