import type { LeadSheetColumn } from '@cvb/contracts';
import { checkLeadRow } from './lead-row';

function verticalOf(word: string) {
  const cells: Partial<Record<LeadSheetColumn, string>> = {
    name: 'Sanjay Kumar',
    mobile: '9811022334',
    vertical: word,
    brand: 'Tata Motors',
    model: 'Ace Gold',
  };
  const row = checkLeadRow(2, (column) => cells[column] ?? '', '2026-11-28');
  return { vertical: row.values.vertical, errors: row.errors.map((error) => error.field) };
}

describe('a lead sheet’s vertical column', () => {
  it.each([
    ['truck', 'truck'],
    ['Trucks', 'truck'],
    ['BUSES', 'bus'],
    ['Three Wheelers', 'three-wheeler'],
    ['three wheeler', 'three-wheeler'],
    ['three-wheelers', 'three-wheeler'],
    ['3W', 'three-wheeler'],
    ['Tractors', 'tractor'],
    ['infra', 'infra'],
  ])('reads %s as %s', (word, vertical) => {
    expect(verticalOf(word)).toEqual({ vertical, errors: [] });
  });

  it('leaves an empty cell empty and refuses a word that is no vertical', () => {
    expect(verticalOf('')).toEqual({ vertical: null, errors: [] });
    expect(verticalOf('car').errors).toEqual(['vertical']);
  });
});
