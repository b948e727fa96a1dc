import type { Catalogue } from '../catalogue';
import { formatCount } from './format';

export const votesMessages = {
  prompt: 'Was this review helpful to you?',
  like: 'Like',
  dislike: 'Dislike',
  likeLabel: (count: number) => `Like (${formatCount(count)})`,
  dislikeLabel: (count: number) => `Dislike (${formatCount(count)})`,
  // Toasts
  accessRequiredTitle: 'Sign-in required',
  accessRequired: 'You need to be signed in to vote on reviews.',
  notAllowedTitle: 'Not allowed',
  notAllowed: 'You cannot vote on your own reviews.',
  errorTitle: 'Error',
  voteFailed: 'Your vote could not be recorded.',
} satisfies Catalogue['votes'];
