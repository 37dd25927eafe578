/**
 * The pages a visitor is sent to before the store's screens load: sign-in, registration,
 * onboarding, home, and the redirects of the guard and the route table. Kept apart from `pages.ts`, which re-exports them, so
 * the login page carries only these (its 180 KB budget, docs/decisions.md "Web app").
 */
export const start = '/';
export const login = '/auth/login';
export const register = '/auth/register';
export const forgotPassword = '/frogot';
export const emailConfirmation = '/email-confirmation';
export const startup = '/startup';
/** Where the activation steps live, in the same standalone card whichever way they are reached. */
export const activation = '/StoreActivePage';
export const home = '/home';
/** A page that reads its state from the address: `path?name=value&…`. */
export const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
export const reports = '/reports';
export const help = '/help';
/** The route table's own redirect (an edit without a branch goes back to the list). */
export const warehouses = '/warehouse';
/** The sign-in area's root, and the page a role may not open. */
export const auth = '/auth';
export const unauthorized = '/unauthorized';
