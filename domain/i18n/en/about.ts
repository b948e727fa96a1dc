import type { Catalogue } from '../catalogue';
import { formatCount } from './format';

export const aboutMessages = {
  title: 'About Us',
  missionTitle: 'Our mission',
  mission: (appName: string) =>
    `${appName} is for people who live with food allergies and intolerances every day. We want eating out to be a pleasure again rather than a source of worry: that is why we gather the community's real experiences, so you can choose the right place with more peace of mind.`,
  communityTitle: 'Our community',
  memberCount: (count: number) => `There are ${formatCount(count)} of us`,
  communityText:
    'People who share reviews, photos and tips every day to help one another eat out safely. Every review counts: the more of us there are, the more useful the information.',
  followUsTitle: 'Follow us',
  social: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    android: 'Android app',
  },
  socialLinkLabel: {
    instagram: (appName: string) => `Follow ${appName} on Instagram`,
    facebook: (appName: string) => `Follow ${appName} on Facebook`,
    android: (appName: string) => `Download the ${appName} app for Android`,
  },
  disclaimerTitle: 'Disclaimer',
  disclaimer: (appName: string) =>
    `${appName} gathers the experiences shared by its users and cannot verify either the reviews or the venues. ${appName} accepts no responsibility for the accuracy of the information published: before you order, always tell the venue's staff about your allergies.`,
} satisfies Catalogue['about'];
