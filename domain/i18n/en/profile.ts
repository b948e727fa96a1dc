import type { Catalogue } from '../catalogue';
import { NICKNAME_MAX_LENGTH } from '../../limits';
import { plural } from '../format';
import { formatCount } from './format';

export const profileMessages = {
  title: 'My Profile',
  signOut: 'Sign out',
  languageTitle: 'Language',
  languageDescription: 'The language of the app and of the emails we send you, on all your devices.',
  // Info card
  infoTitle: 'Personal information',
  edit: 'Edit',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  nickname: 'Nickname',
  nicknamePlaceholder: 'The name others will see',
  nicknameNotSet: 'Not set',
  email: 'Email',
  memberSince: 'Member since',
  nicknameWarning: 'Set a nickname to protect your privacy in reviews',
  changeEmailTitle: 'Change email',
  newEmail: 'New email',
  updateEmail: 'Update email',
  changeEmailHint: 'You will receive a confirmation link at the new address.',
  changePasswordTitle: 'Change password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  updatePassword: 'Update password',
  passwordTooShort: 'The password must be at least 6 characters long.',
  passwordsMismatch: 'The passwords do not match.',
  passwordsMatchHint: 'The passwords match',
  // Secure password change: a session signed in long ago confirms with an emailed code
  reauthTitle: 'Confirm it is you',
  reauthSent: 'You signed in a while ago: for your security we have emailed you a 6-digit code. Enter it to change your password.',
  reauthCodeLabel: 'Code received by email',
  reauthConfirm: 'Change password',
  reauthResend: 'Send a new code',
  reauthResentTitle: 'Code sent',
  reauthResent: 'We have sent you a new code: use the most recent one.',
  nicknameRequired: 'The nickname cannot be empty.',
  nicknameTooLong: `The nickname can be at most ${NICKNAME_MAX_LENGTH} characters long.`,
  nicknameControlCharacters: 'The nickname cannot contain control characters or line breaks.',
  loadFailed: 'The profile could not be loaded.',
  // My restaurants card
  myRestaurantsTitle: 'My Venues',
  reviewedCount: (count: number) =>
    `You have reviewed ${formatCount(count)} ${plural(count, 'venue', 'venues')}`,
  viewMyRestaurants: 'See My Venues',
  // Toasts
  emailErrorTitle: 'Email error',
  passwordErrorTitle: 'Password error',
  emailUpdatedTitle: 'Email updated',
  emailUpdated: 'Check your new email to confirm the change.',
  emailChangePending: (email: string) => `Email change awaiting confirmation: ${email}.`,
  // Secure email change: a link goes to each address, both must be opened
  emailChangeHalfTitle: 'Confirm from the other address too',
  emailChangeHalf: 'This address is confirmed: also open the link we sent to the other one to complete the change.',
  emailChangedTitle: 'Email changed',
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  emailChangeFailedTitle: 'Invalid link',
  passwordUpdatedTitle: 'Password updated',
  profileUpdatedTitle: 'Profile updated',
  profileUpdated: 'Your nickname has been saved.',
  profileUpdateFailedTitle: 'Error',
  profileUpdateFailed: 'The profile could not be updated.',
  // Your data (export and account deletion; GDPR and app-store requirements)
  accountDataTitle: 'My data',
  accountDataText:
    'You can download a copy of all the data we hold about you, or permanently delete your account.',
  exportData: 'Download my data',
  exporting: 'Preparing...',
  exportedTitle: 'Data downloaded',
  exported: 'The file with your data has been downloaded.',
  exportFailed: 'Your data could not be downloaded.',
  deleteAccount: 'Delete account',
  deleteDialogTitle: 'Delete your account?',
  deleteDialogText:
    "Your account, profile, allergens, votes, notifications, consents and photos will be permanently deleted. Your reviews will remain visible to the community as 'Deleted user', with no link to you.",
  // The confirmation word is the server's (ACCOUNT_DELETION_CONFIRMATION_WORD), in every language.
  deleteConfirmLabel: (word: string) => `To confirm, type ${word}`,
  deleteConfirmMismatch: 'Type ELIMINA to confirm.',
  deleteConfirmButton: 'Delete permanently',
  deleting: 'Deleting...',
  deletedTitle: 'Account deleted',
  deleted: 'Your account and your personal data have been deleted.',
  deleteFailed: 'The account could not be deleted.',
} satisfies Catalogue['profile'];
