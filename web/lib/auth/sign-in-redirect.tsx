import { Navigate } from 'react-router';
import { useSignInPath } from './next-path';

/** A signed-in-only page seen signed out: to /auth, which returns here after sign-in. */
export function SignInRedirect() {
  return <Navigate to={useSignInPath()} replace />;
}
