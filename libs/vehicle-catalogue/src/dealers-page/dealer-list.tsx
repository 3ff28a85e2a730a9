import type { Dealer } from '@cvb/contracts';
import { CardGrid } from '@cvb/ui';
import { DealerCard } from './dealer-card';

export function DealerList({ dealers }: { dealers: readonly Dealer[] }) {
  return (
    <CardGrid $wide>
      {dealers.map((dealer) => (
        <li key={dealer.id}>
          <DealerCard dealer={dealer} />
        </li>
      ))}
    </CardGrid>
  );
}
