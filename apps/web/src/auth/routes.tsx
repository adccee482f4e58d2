import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';

export const authRoutes: ScreenRoute[] = [
  screen({
    path: '/login',
    title: 'Sign in',
    description: 'Sign in or create an account.',
    access: 'public',
    component: lazyPage(() => import('./LoginPage').then((m) => m.LoginPage)),
  }),
  screen({
    path: '/signin-oidc',
    title: 'Signing in',
    description: 'Finishes signing in.',
    access: 'public',
    component: lazyPage(() => import('./callbacks/OidcCallbackPage').then((m) => m.OidcCallbackPage)),
  }),
  screen({
    path: '/oauth/google',
    title: 'Signing in with Google',
    description: 'Finishes Google sign-in.',
    access: 'public',
    component: lazyPage(() => import('./callbacks/GoogleCallbackPage').then((m) => m.GoogleCallbackPage)),
  }),
  screen({
    path: '/oauth/apple',
    title: 'Signing in with Apple',
    description: 'Finishes Apple sign-in.',
    access: 'public',
    component: lazyPage(() => import('./callbacks/AppleCallbackPage').then((m) => m.AppleCallbackPage)),
  }),
  screen({
    path: '/oauth/facebook',
    title: 'Signing in with Facebook',
    description: 'Finishes Facebook sign-in.',
    access: 'public',
    component: lazyPage(() => import('./callbacks/FacebookCallbackPage').then((m) => m.FacebookCallbackPage)),
  }),
];
