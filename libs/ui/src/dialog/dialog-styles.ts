import styled from 'styled-components';
import { media } from '../theme';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: flex;
  align-items: stretch;
  justify-content: center;
  background: rgba(16, 24, 40, 0.5);
  ${media.tablet} {
    align-items: flex-start;
    padding-top: 8vh;
  }
`;

/** Full screen on phones; a centred card from tablets up. Content scrolls inside it, never the page behind. */
export const Box = styled.div<{ $width: number }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  &:focus {
    outline: none;
  }
  ${media.tablet} {
    width: ${({ $width }) => `${$width}px`};
    max-width: calc(100vw - 32px);
    max-height: 84vh;
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: 0 16px 48px rgba(16, 24, 40, 0.25);
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} ${theme.space(2)}`};
  h2 {
    margin: 0;
    padding-top: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.h2};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

export const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
`;

/** The usual padding of a dialog's content, below its heading. */
export const DialogBody = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(6)}`};
`;
