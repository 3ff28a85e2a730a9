import { toCsv } from './csv-download';

it('writes CSV with quoted cells where needed', () => {
  expect(
    toCsv(
      ['Market', 'Modal'],
      [
        ['Jaipur (Grain), Rajasthan', 2450],
        ['Say "hi"', null],
      ],
    ),
  ).toBe('Market,Modal\n"Jaipur (Grain), Rajasthan",2450\n"Say ""hi""",');
});
