import { fetchCurrentUser } from '@cvb/api-client';
import { getStore, userKnown } from '@cvb/store';

/** Asks the API who is signed in (from the session cookie); a failure leaves the visitor anonymous. */
export async function loadCurrentUser(): Promise<void> {
  try {
    const { user } = await fetchCurrentUser();
    getStore().dispatch(userKnown(user));
  } catch (error) {
    console.error('[shell] could not read the session', error);
    getStore().dispatch(userKnown(null));
  }
}
