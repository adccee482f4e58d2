import type { RouteDef } from '../app/route-types';

export const authRoutes: RouteDef[] = [
  {
    path: '/login',
    title: 'Sign in',
    description: 'Sign in or create an account.',
    access: 'public',
    page: 'login',
  },
  {
    path: '/signin-oidc',
    title: 'Signing in',
    description: 'Finishes signing in.',
    access: 'public',
    page: 'signinOidc',
  },
  {
    path: '/oauth/google',
    title: 'Signing in with Google',
    description: 'Finishes Google sign-in.',
    access: 'public',
    page: 'oauthGoogle',
  },
  {
    path: '/oauth/apple',
    title: 'Signing in with Apple',
    description: 'Finishes Apple sign-in.',
    access: 'public',
    page: 'oauthApple',
  },
];
