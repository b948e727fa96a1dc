import type { Catalogue } from '../catalogue';
export const navMessages = {
  restaurants: 'Venues',
  profile: 'Profile',
  info: 'Info',
  about: 'About Us',
  home: (appName: string) => `${appName} - home page`,
  mainNavigation: 'Main navigation',
  tabBar: 'Tabs',
  skipToContent: 'Skip to content',
  signIn: 'Sign in',
  notifications: 'Notifications',
  userMenu: 'User menu',
  userMenuItems: {
    profile: 'My Profile',
    myRestaurants: 'My Venues',
    signOut: 'Sign out',
  },
} satisfies Catalogue['nav'];
