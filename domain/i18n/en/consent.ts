import type { Catalogue } from '../catalogue';
export const consentMessages = {
  // Cookie banner (every screen until a cookie choice exists)
  bannerTitle: 'Cookies',
  bannerText: (appName: string) =>
    `We use essential cookies to make ${appName} work and, only with your consent, analytics and marketing cookies to improve the service.`,
  acceptAll: 'Accept all',
  rejectNonEssential: 'Reject non-essential',
  managePreferences: 'Manage preferences',
  cookiePolicyLink: 'Cookie Policy',
  preferencesTitle: 'Cookie preferences',
  /** The link at the bottom of every page that reopens the preferences. */
  preferencesLink: 'Cookie preferences',
  preferencesIntro: 'Choose which cookies you want to allow. You can change your mind at any time.',
  categories: {
    essential: {
      title: 'Essential',
      text: 'Needed for the app to work: they keep you signed in and remember your choices.',
    },
    analytics: {
      title: 'Analytics',
      text: 'They help us understand, in aggregate form, how the app is used.',
    },
    marketing: {
      title: 'Marketing',
      text: 'They are used to measure and personalise promotional communications.',
    },
  },
  alwaysOn: 'Always on',
  savePreferences: 'Save preferences',
  saveFailed: 'Your choice could not be saved. Try again.',
  // Policy pages (/privacy-policy, /cookies-policy, /terms-and-conditions): bilingual, English first here
  accept: 'Accept/Accetta',
  refuse: 'Refuse/Rifiuta',
  saveAndContinue: 'Save and Continue / Salva e Continua',
  info: 'Info',
  chosen: 'Selected choice',
  refuseDialogTitle: 'Confirm refusal',
  refuseDialogText: 'If you refuse, you will not be able to keep using this community. Are you sure?',
  refuseDialogNo: 'No',
  refuseDialogYes: 'Yes',
  // Signed in with a refused policy: the community asks for it again
  refusedPromptTitle: 'Accept to continue',
  refusedTermsText: 'You refused the Terms and Conditions: to keep using this community you need to accept them.',
  refusedPrivacyText: 'You refused the Privacy Policy: to keep using this community you need to accept it.',
  refusedPromptRead: 'Read and accept',
  refusedPromptSignOut: 'Sign out',
} satisfies Catalogue['consent'];
