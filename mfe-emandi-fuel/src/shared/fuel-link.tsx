import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a fuel-price page. Those links always use the English path (docs/domain.md#pages), whatever the page's
 * language: the browser's history is pushed directly (single-spa reroutes on it) instead of going
 * through the locale-prefixed router.
 */
export function FuelLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    window.scrollTo?.(0, 0);
  };
  return (
    <a href={to} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
