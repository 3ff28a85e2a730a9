import { navigateToUrl } from 'single-spa';
import { logOut } from '@cvb/api-client';
import { userKnown, type AppDispatch } from '@cvb/store';
import { clearLoggedInUser } from './logged-in-user';
import { logoutTarget } from './logout-target';

/**
 * Ends the session on the API (POST auth/logout), forgets the user here, and leaves for / (or /community).
 * A failed call is logged and the visitor is still signed out of this page.
 */
export async function logOutAndLeave(
  dispatch: AppDispatch,
  pathname = window.location.pathname,
): Promise<void> {
  try {
    await logOut();
  } catch (error) {
    console.error('[shell] logout call failed', error);
  }
  clearLoggedInUser();
  dispatch(userKnown(null));
  navigateToUrl(logoutTarget(pathname));
}
