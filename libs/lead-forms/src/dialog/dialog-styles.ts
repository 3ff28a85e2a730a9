import styled from 'styled-components';
import { media } from '@cvb/ui';

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
    padding-top: 6vh;
  }
`;

/** Full screen on phones; a centred card from tablets up. */
export const DialogBox = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  ${media.tablet} {
    width: 540px;
    max-height: 88vh;
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: 0 16px 48px rgba(16, 24, 40, 0.25);
  }
`;

export const DialogHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} ${theme.space(2)}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.h2};
    line-height: 1.3;
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
`;

export const DialogBody = styled.div`
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(5)}`};
`;
