import { localise } from '../active';
export const navMessages = {
  restaurants: 'Locali',
  profile: 'Profilo',
  info: 'Info',
  about: 'Chi Siamo',
  home: (appName: string) => `${appName} - pagina iniziale`,
  mainNavigation: 'Navigazione principale',
  tabBar: 'Schede',
  skipToContent: 'Vai al contenuto',
  signIn: 'Accedi',
  notifications: 'Notifiche',
  userMenu: 'Menu utente',
  userMenuItems: {
    profile: 'Il Mio Profilo',
    myRestaurants: 'I Miei Locali',
    signOut: 'Esci',
  },
} as const;

localise(navMessages, 'navMessages');
