import type { Catalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

export const restaurantsMessages = {
  accessRequiredTitle: 'Sign-in required',
  accessRequired: 'You need to sign in to see the venues.',
  signIn: 'Sign in',
  header: (count: number) =>
    count === 1 ? 'Search 1 reviewed venue' : `Search ${formatCount(count)} reviewed venues`,
  viewOnMap: 'See on Map',
  addRestaurant: 'Add Venue',
  // Search and filters
  searchLabel: 'Search venues',
  searchPlaceholder: 'By Allergy, City, Name, Cuisine',
  suggestionsLabel: 'Suggestions',
  filterTypes: {
    allergen: 'Allergen',
    city: 'City',
    cuisine: 'Cuisine',
    restaurant: 'Restaurant',
    text: 'Text',
    practice: 'Practice',
  },
  searchButton: 'Search',
  suggestionsStatus: (count: number) =>
    count === 0
      ? 'No suggestions.'
      : `${formatCount(count)} ${plural(count, 'suggestion', 'suggestions')} available: use the up and down arrows to choose one.`,
  activeFilters: 'Active filters',
  removeFilter: (label: string) => `Remove filter ${label}`,
  clearFilters: 'Clear filters',
  // List
  listTitle: (appName: string) => `Venues on ${appName}`,
  shownOfTotal: (shown: number, total: number) => `${formatCount(shown)} of ${formatCount(total)}`,
  loadMore: 'Show more Venues',
  loading: 'Loading venues...',
  loadError: 'The venues could not be loaded.',
  retry: 'Try again',
  // Order of the list (with the user's position: by distance)
  distanceOrder: 'Venues sorted by distance from your location.',
  alphabeticalOrder: 'Venues in alphabetical order.',
  reviewCount: (count: number) =>
    `${formatCount(count)} ${plural(count, 'review', 'reviews')}`,
  /** `distance` already formatted, e.g. '1.2 km'. */
  distance: (distance: string) => `${distance} away`,
  // Row actions
  discover: 'Discover',
  review: 'Review',
  edit: 'Edit',
  delete: 'Delete',
  editLabel: (name: string) => `Edit ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  // Empty states
  emptyForAllergen: (allergen: string) =>
    `No venues found with reviews for the allergen "${allergen}".`,
  emptyForSearch: 'No venues found for your search.',
  emptyAll: 'No venues available.',
  addAsNew: (term: string) => `Add "${term}" as a new venue`,
  /** A venue the user added that awaits its first review, found by a search the list answers with nothing. */
  addedByYou: (name: string, place: string) =>
    `You have already added "${name}" (${place}): it will appear among the Venues after its first review.`,
  // Delete
  deleteDialogTitle: 'Delete the venue?',
  deleteDialogText: (name: string) =>
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  deleteConfirm: 'Delete',
  deleteCancel: 'Cancel',
  deleteErrorTitle: 'Error',
  deleteFailed: (serverMessage: string) =>
    `The venue could not be deleted: ${serverMessage}`,
  notDeleted: 'The venue was not deleted. Check your permissions.',
  deleteError: 'An error occurred while deleting the venue.',
  deletedTitle: 'Success',
  deleted: 'Venue deleted.',
  // Safety badge (green / yellow / orange; grey without reviews)
  safetyLevels: {
    safe: 'Safe',
    caution: 'Caution',
    unsafe: 'Not safe',
    none: 'No data',
  },
  safetyBadgeLabel: (level: string) => `Safety: ${level}`,
  // How much evidence a badge rests on (docs/product.md#one-person-one-voice)
  fewData: 'Little data',
  basedOnPeople: (count: number) => `based on ${formatCount(count)} ${plural(count, 'person', 'people')}`,
  evidenceRule:
    'Each person counts once, with their most recent review; with fewer than 3 people the verdict is marked ‘Little data’.',
  cappedByAlert: 'Not marked as safe while a reported reaction is open.',
  /** Display names of cuisine_type values (add form, review forms, places import). */
  cuisineLabels: {
    italian: 'Italian',
    chinese: 'Chinese',
    japanese: 'Japanese',
    indian: 'Indian',
    mexican: 'Mexican',
    french: 'French',
    american: 'American',
    mediterranean: 'Mediterranean',
    thai: 'Thai',
    international: 'International',
    carne: 'Meat',
    pesce: 'Fish',
    sushi: 'Sushi',
    vegan: 'Vegan',
    vegetarian: 'Vegetarian',
    pizza: 'Pizza',
    panini: 'Panini',
    piadine: 'Piadine',
    hamburger: 'Burgers',
    aperitivo: 'Aperitivo',
    pasta: 'Pasta',
    altro: 'Other',
    africana: 'African',
    araba: 'Arab',
    cinese: 'Chinese',
    fusion: 'Fusion',
    giapponese: 'Japanese',
    indiana: 'Indian',
    locale: 'Local cuisine',
    'nord-europea': 'Northern European',
    pasticceria: 'Pastry shop',
    'sud-americana': 'South American',
    vietnamita: 'Vietnamese',
    takeaway: 'Takeaway',
    bakery: 'Bakery',
    cafe: 'Café',
    bar: 'Bar',
    delivery: 'Home delivery',
  },
} satisfies Catalogue['restaurants'];
