import styled from 'styled-components';

/** Label above its input, full width on phones; shared by the account and admin forms. */
export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  input,
  select,
  textarea {
    font: inherit;
    font-weight: 400;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
  }
`;

export const CheckField = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Placed right after its field's label and tied to the input with aria-describedby. */
export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
`;

/** Outcome line of a form: role=status for success, role=alert for failure. */
export const Notice = styled.p<{ $tone: 'success' | 'danger' }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSurface : theme.colors.dangerSurface)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** A table that scrolls sideways inside its box on a phone instead of widening the page. */
export const TableBox = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    white-space: nowrap;
  }
`;
