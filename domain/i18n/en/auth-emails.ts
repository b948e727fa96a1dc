// The messages the accounts part sends, in English (../it/auth-emails.ts).
import type { AuthEmailsCatalogue } from '../catalogue';
import { plural } from '../format';

export const authEmailMessages = {
  signup: (appName: string) => ({
    subject: `Confirm your sign-up to ${appName}`,
    heading: `Welcome to ${appName}!`,
    intro: 'Thank you for signing up. To activate your account, confirm your email address.',
    action: 'Confirm email',
    ignore: 'If you did not sign up, ignore this email: without confirmation the account is not activated.',
  }),
  invite: (appName: string) => ({
    subject: `You have been invited to ${appName}`,
    heading: `Welcome to ${appName}!`,
    intro: 'We have created an account for you with this email address. Open the link to accept the invitation and sign in.',
    action: 'Accept the invitation',
    ignore: 'If you were not expecting this invitation, ignore this email: without confirmation the account is not activated.',
  }),
  recovery: (appName: string) => ({
    subject: `Reset your ${appName} password`,
    heading: 'Reset your password',
    intro: 'We have received a request to reset the password of your account.',
    action: 'Set a new password',
    ignore: 'If you did not ask to reset your password, ignore this email: your current password stays valid.',
  }),
  magiclink: (appName: string) => ({
    subject: `Your sign-in link for ${appName}`,
    heading: `Sign in to ${appName}`,
    intro: 'Use the link below to sign in to your account without a password.',
    action: 'Sign in',
    ignore: 'If you did not ask to sign in, ignore this email.',
  }),
  emailChangeCurrent: (appName: string, oldEmail: string, newEmail: string) => ({
    subject: `Confirm the change of email on ${appName}`,
    heading: 'Confirm the change of email address',
    intro: `A change of your account's email address from ${oldEmail} to ${newEmail} has been requested. To confirm, open the link: you will also need to confirm from the new address.`,
    action: 'Confirm the change',
    ignore: 'If you did not ask for this change, do not open the link, and change your account’s password.',
  }),
  emailChangeNew: (appName: string, newEmail: string | null) => ({
    subject: `Confirm your new email address on ${appName}`,
    heading: 'Confirm the new email address',
    intro: `To use ${newEmail ?? 'this address'} as your account’s email, confirm with the link below.`,
    action: 'Confirm the new address',
    ignore: 'If you did not ask for this change, ignore this email.',
  }),
  reauthentication: (appName: string) => ({
    subject: `Your code to change your password on ${appName}`,
    heading: 'Confirm it is you',
    intro: 'To change your account’s password, enter this code on the profile page.',
    action: '',
    ignore: 'If you are not the one changing the password, ignore this email and do not give the code to anyone: without the code the password does not change.',
  }),
  /** '24 hours', '1 hour', '30 minutes'. */
  duration: (seconds: number) => {
    if (seconds % 3600 === 0) {
      const hours = seconds / 3600;
      return `${hours} ${plural(hours, 'hour', 'hours')}`;
    }
    const minutes = Math.max(1, Math.round(seconds / 60));
    return `${minutes} ${plural(minutes, 'minute', 'minutes')}`;
  },
  validityWithLink: (duration: string) => `The link and the code are valid for ${duration} and can be used only once.`,
  validityCodeOnly: (duration: string) => `The code is valid for ${duration} and can be used only once.`,
  signature: (appName: string) => `The ${appName} team`,
  codeLabelWithLink: 'Alternatively, enter this code:',
  codeLabel: 'Your code:',
  sms: (appName: string, otp: string, duration: string) =>
    `${appName}: your verification code is ${otp}. It is valid for ${duration}. Do not share it with anyone.`,
} satisfies AuthEmailsCatalogue;
