import { useEffect, useState, type ComponentType } from 'react';
import { selectUser, useAppSelector } from '@cvb/store';

/**
 * Where the bell goes: nothing for a visitor, so a first visit downloads none of the bell; for a signed-in person the
 * bell's chunk is loaded and shown (docs/domain.md#price-alerts).
 */
export function AlertBellSlot() {
  const user = useAppSelector(selectUser);
  const [Bell, setBell] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!user || Bell) return undefined;
    let current = true;
    import(/* webpackChunkName: "alert-bell" */ './alert-bell').then(
      (module) => {
        if (current) setBell(() => module.default);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [user, Bell]);
  return user && Bell ? <Bell /> : null;
}
