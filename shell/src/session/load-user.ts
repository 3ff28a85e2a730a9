import { fetchCurrentUser } from '@cvb/api-client';
import { getStore, userKnown } from '@cvb/store';
import { clearLoggedInUser, storeLoggedInUser } from '../auth/logged-in-user';

/**
 * Asks the API who is signed in (from the session cookie); a failure leaves the visitor anonymous. The
 * answer also refreshes (or removes) the `logined_user` display copy, so it never outlives the session.
 */
export async function loadCurrentUser(): Promise<void> {
  try {
    const { user } = await fetchCurrentUser();
    if (user) storeLoggedInUser(user);
    else clearLoggedInUser();
    getStore().dispatch(userKnown(user));
  } catch (error) {
    console.error('[shell] could not read the session', error);
    getStore().dispatch(userKnown(null));
  }
}
