/**
 * Lets the fetch layer send the user to /login without importing the router (the router
 * registers its navigate on start; before that, or in tests, a full navigation is used).
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

export function currentPath(): string {
  return window.location.pathname;
}

export function loginPathFor(pathWithSearch: string): string {
  return pathWithSearch === '/' || pathWithSearch.startsWith('/login')
    ? '/login'
    : `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}
