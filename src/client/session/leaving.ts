// A sign-out the shopper chose (the menu's, or deleting the account) leads home; without this mark a page
// that needs an account would see the sign-out first and send them to /login instead.
let leaving = false;

/** Call just before a chosen sign-out that navigates away. */
export function leaveSignedOut(): void {
  leaving = true;
}

/** Whether a chosen sign-out is on its way elsewhere (RequireAccount then does not redirect). */
export const isLeaving = (): boolean => leaving;

/** A page that needs an account is shown again: any earlier sign-out has finished its move. */
export function arrived(): void {
  leaving = false;
}
