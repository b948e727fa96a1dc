import type { Catalogue } from '../catalogue';
export const homeMessages = {
  heroTitle: 'Dine with Confidence',
  heroSubtitle: (appName: string) =>
    `${appName} is the community that helps you choose where to eat out safely, thanks to the reviews of people who live with the same allergies and intolerances as you.`,
  signInOrUp: 'Sign in / Sign up',
  exploreRestaurants: 'Explore Venues',
  howItWorksTitle: 'How it works',
  steps: {
    register: {
      title: '1. Sign up',
      text: 'Create your free account, choose a nickname and save your allergens and intolerances.',
    },
    find: {
      title: '2. Find',
      text: 'Search venues by allergy, city, name or type of cuisine and discover the safest ones near you.',
    },
    share: {
      title: '3. Share',
      text: 'Tell others about your experience with a review: you will help other people eat out without worries.',
    },
  },
  featuresTitle: 'What you can do',
  features: {
    geolocation: {
      title: 'Geolocation',
      text: 'Find the venues nearest to you, in a list and on the map, with directions a tap away.',
    },
    profiles: {
      title: 'Personal profiles',
      text: 'Save your allergens and intolerances: you will find them at the top of the list when you write a review.',
    },
    safetyRatings: {
      title: 'Safety ratings',
      text: 'Every venue has a green, yellow or orange badge, worked out from the sum of the ratings in its reviews.',
    },
    photoReviews: {
      title: 'Reviews with photos',
      text: 'Add up to 5 photos to your reviews to show dishes, menus and allergen information.',
    },
  },
  policiesTitle: 'Policies and terms',
  policiesIntro: (appName: string) =>
    `Transparency first: here is how ${appName} works and how we handle your data.`,
  policies: {
    privacy: {
      title: 'Privacy Policy',
      text: 'How we collect, use and protect your personal data, including your allergens.',
    },
    cookies: {
      title: 'Cookie Policy',
      text: 'Which cookies we use and how you can manage your preferences at any time.',
    },
    terms: {
      title: 'Terms and Conditions',
      text: 'The rules for using the service and taking part in the community with respect for everyone.',
    },
    intellectualProperty: {
      title: 'Intellectual Property',
      text: 'The brand, the idea and the original content of the project.',
    },
  },
  readPolicy: 'Read',
  joinCta: (appName: string) => `Join ${appName}`,
} satisfies Catalogue['home'];
