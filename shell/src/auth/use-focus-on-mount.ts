import { useEffect, type RefObject } from 'react';

/** Moves focus to a step's first field when the step replaces the one the user just submitted. */
export function useFocusOnMount(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    target.current?.focus();
  }, [target]);
}
