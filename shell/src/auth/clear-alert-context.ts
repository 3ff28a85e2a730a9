import { createContext } from 'react';

/** Lets any step of the modal drop the previous alert when it starts a new call. */
export const ClearAlertContext = createContext<() => void>(() => undefined);
