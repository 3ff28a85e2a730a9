import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export interface ScrollRegionProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'role' | 'tabIndex' | 'aria-label' | 'aria-labelledby'
> {
  /** The accessible name, naming what scrolls (e.g. the table's caption), in the page's language. */
  label: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen, and that keyboard users
 * can scroll too: a named region in the Tab order, with the theme's focus ring; arrow keys then scroll it.
 */
export function ScrollRegion({ label, children, ...rest }: ScrollRegionProps) {
  return (
    <Box {...rest} role="region" tabIndex={0} aria-label={label}>
      {children}
    </Box>
  );
}
