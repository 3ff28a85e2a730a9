import styled from 'styled-components';

export const Legend = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.small};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export function Swatch({ colour, dash }: { colour: string; dash?: string }) {
  return (
    <svg width="22" height="12" aria-hidden="true">
      {dash === undefined ? (
        <rect width="12" height="12" rx="2" fill={colour} />
      ) : (
        <line x1="0" y1="6" x2="22" y2="6" stroke={colour} strokeWidth="3" strokeDasharray={dash} />
      )}
    </svg>
  );
}
