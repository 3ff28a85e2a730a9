import { useEffect, useRef, type MutableRefObject } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from '@cvb/router';

interface NavigationBridgeProps {
  basePath: string;
  /** Called after each navigation inside the embed (not for the first page). */
  onNavigate: (path: string) => void;
  /** Where the host's `navigate(path)` finds the router. */
  navigateRef: MutableRefObject<NavigateFunction | null>;
}

/** Tells the host where the visitor went inside the embed, and lets the host move the embed (its back button). */
export function NavigationBridge({ basePath, onNavigate, navigateRef }: NavigationBridgeProps) {
  const { pathname, search } = useLocation();
  navigateRef.current = useNavigate();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onNavigate(`${basePath}${pathname === '/' ? '' : pathname}${search}`);
  }, [basePath, pathname, search, onNavigate]);
  return null;
}
