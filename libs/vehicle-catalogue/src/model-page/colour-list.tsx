import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { colourText } from '../specs/value-words';

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
  const { t } = useTranslation('catalogue');
  return (
    <Chips>
      {colours.map((colour) => (
        <li key={colour}>{colourText(colour, t)}</li>
      ))}
    </Chips>
  );
}
