import { theme } from '@cvb/ui';

/**
 * Phones and tablets. Desktop-only parts are hidden with this query rather than shown with media.desktop,
 * so they stay visible where media queries are not evaluated (jsdom in tests).
 */
export const belowDesktop = `@media (max-width: ${parseFloat(theme.breakpoints.desktop) - 0.02}px)`;
