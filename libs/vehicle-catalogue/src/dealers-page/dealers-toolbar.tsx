import styled from 'styled-components';
import { media } from '@cvb/ui';

/** The city select and the result count: stacked on phones, side by side on desktops. */
export const DealersToolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
  ${media.desktop} {
    grid-template-columns: 320px 1fr;
    align-items: end;
  }
`;
