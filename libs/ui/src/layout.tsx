import styled from 'styled-components';
import { media } from './theme';

export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.h1};
  line-height: 1.25;
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(2)}`};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.h2};
  margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(3)}`};
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/** A responsive card grid: one column on phones, two on tablets, three or four on desktops. */
export const CardGrid = styled.ul<{ $wide?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(${({ $wide }) => ($wide ? 3 : 4)}, 1fr);
  }
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(4)};
  height: 100%;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
