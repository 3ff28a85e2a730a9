import styled from 'styled-components';

/**
 * The site's base style (GlobalStyle) scoped to the embed's own box: a host page keeps its body, fonts and
 * links untouched.
 */
export const EmbedFrame = styled.div`
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.body};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  -webkit-text-size-adjust: 100%;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
