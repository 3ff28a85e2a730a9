import { useEffect, useRef } from 'react';

/**
 * The shell's tiny API for remotes: `window.dispatchEvent(new CustomEvent('cvb:open-login'))` opens the
 * login modal (e.g. mfe-account's /admin page when nobody is logged in). The caller decides when; the
 * shell only opens the modal. See README.md in this folder.
 */
export const OPEN_LOGIN_EVENT = 'cvb:open-login';

export function requestLogin(): void {
  window.dispatchEvent(new CustomEvent(OPEN_LOGIN_EVENT));
}

/** Calls `open` whenever some part of the page asks for the login modal. */
export function useOpenLoginRequests(open: () => void): void {
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const listener = () => openRef.current();
    window.addEventListener(OPEN_LOGIN_EVENT, listener);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, listener);
  }, []);
}
