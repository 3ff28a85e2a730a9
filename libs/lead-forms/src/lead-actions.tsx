import styled from 'styled-components';
import type { LeadFormKind } from './form/lead-kinds';
import type { LeadVehicle } from './flow/lead-target';
import { LeadButton } from './lead-button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  button {
    flex: 1 1 auto;
  }
`;

/** A row of lead buttons for one vehicle; the first is the main call to action. */
export function LeadActions({ kinds, vehicle }: { kinds: readonly LeadFormKind[]; vehicle: LeadVehicle }) {
  return (
    <Row>
      {kinds.map((kind, index) => (
        <LeadButton
          key={kind}
          kind={kind}
          vehicle={vehicle}
          variant={index === 0 ? 'primary' : 'secondary'}
        />
      ))}
    </Row>
  );
}
