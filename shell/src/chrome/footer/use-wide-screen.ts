import { useEffect, useState } from 'react';
import { theme } from '@cvb/ui';

const QUERY = `(min-width: ${theme.breakpoints.tablet})`;

function matches(): boolean {
  // Without matchMedia (old browsers, tests) the columns layout is the safe default: every link visible.
  return typeof window.matchMedia !== 'function' || window.matchMedia(QUERY).matches;
}

/** True from tablet width up, where the footer shows columns instead of accordions. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(QUERY);
    const update = () => setWide(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide;
}
