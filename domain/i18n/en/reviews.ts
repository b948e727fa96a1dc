import type { Catalogue } from '../catalogue';
import { plural } from '../format';

export const reviewsMessages = {
  addTitle: 'Add Review',
  editTitle: 'Edit Review',
  reviewOf: (restaurantName: string) => `Review ${restaurantName}`,
  fields: {
    rating: 'Overall rating',
    cuisineType: 'Type of cuisine',
    cleanliness: 'Cleanliness',
    customerAttention: 'Attention to customers',
    menuFlexibility: 'Menu flexibility',
    allergenIndication: 'Allergen information',
    comment: 'Comment',
    photos: 'Photos',
    allergens: 'Allergens concerned',
  },
  hints: {
    allergenIndication: 'Does the venue show the allergens on the menu?',
    comment: 'Optional',
    photos: 'Optional, up to 5 photos.',
    allergens:
      'No allergen is ticked: tick only those this visit concerned. The review counts for an allergen only if you tick it.',
    reaction: 'If you answer yes, after you publish the review we ask you for the details, to warn people who have the same allergens as you.',
  },
  /** Next to each of the reviewer's own allergens, which come first in the list. */
  ownAllergen: 'your allergen',
  reactionQuestion: 'Did you have a reaction?',
  reactionAnswers: { no: 'No', yes: 'Yes' },
  reactionRequired: 'Please answer: did you have a reaction?',
  placeholders: {
    cuisineType: 'Select the type of cuisine',
    comment: 'Tell us about your experience: how did they handle your allergies?',
  },
  ratingLabels: {
    excellent: 'Excellent',
    good: 'Good',
    average: 'Average',
    poor: 'Poor',
  },
  allergenIndicationLabels: {
    yes: 'YES',
    no: 'NO',
    on_request: 'On request',
    unspecified: 'Not specified',
  },
  starLabel: (stars: number) => `${stars} ${plural(stars, 'star', 'stars')} out of 5`,
  // Buttons
  submitAdd: 'Publish Review',
  submitEdit: 'Update Review',
  cancel: 'Cancel',
  adding: 'Adding...',
  saving: 'Saving...',
  publishing: 'Publishing...',
  updating: 'Updating...',
  // Validation
  ratingRequired: 'Select an overall rating.',
  cuisineTypeRequired: 'Select the type of cuisine.',
  starsRequired: 'Give a score from 1 to 5.',
  allergenIndicationRequired: 'Say whether the venue shows the allergens.',
  commentTooLong: (max: number) => `The comment can be at most ${max} characters long.`,
  // Review card
  anonymousAuthor: 'Anonymous user',
  yourReview: 'Your review:',
  taggedAllergens: 'Allergens:',
  edited: '(edited)',
  edit: 'Edit',
  delete: 'Delete',
  deleteDialogTitle: 'Delete the review?',
  deleteDialogText: 'Are you sure you want to delete this review? This action cannot be undone.',
  // Toasts
  errorTitle: 'Error',
  addError: 'An error occurred while adding the review.',
  updateError: 'An error occurred while updating the review.',
  addedTitle: 'Review added!',
  updatedTitle: 'Review updated!',
  notFoundOrForbidden: 'Review not found or not authorised.',
} satisfies Catalogue['reviews'];
