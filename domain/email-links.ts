// The web app's routes the emailed links land on (sign-up confirmation,
// password recovery, email change): web/app/paths.ts routes them, and the
// server's /.well-known files hand exactly these to the native apps.
export const EMAIL_LINK_ROUTES = { auth: '/auth', resetPassword: '/reset-password', profile: '/profile' } as const;
