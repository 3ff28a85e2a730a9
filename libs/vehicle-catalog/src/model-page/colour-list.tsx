import styled from 'styled-components';

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export function ColourList({ colours }: { colours: string[] }) {
  return (
    <Chips>
      {colours.map((colour) => (
        <li key={colour}>{colour}</li>
      ))}
    </Chips>
  );
}
