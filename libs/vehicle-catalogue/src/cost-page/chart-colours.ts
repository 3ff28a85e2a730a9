import type { CostPart } from '@cvb/contracts';

/** One colour per cost part, distinct enough side by side and against white. */
export const PART_COLOURS: Record<CostPart, string> = {
  interest: '#7a5af8',
  energy: '#0b5cab',
  tyres: '#344054',
  service: '#12b76a',
  insurance: '#f28c28',
  taxAndPermit: '#b42318',
  depreciation: '#98a2b3',
  driver: '#0e9384',
  tolls: '#dd2590',
};

/** One colour and dash per compared vehicle, so the lines differ without colour too. */
export const VEHICLE_LINES = [
  { colour: '#0b5cab', dash: '' },
  { colour: '#f28c28', dash: '6 3' },
  { colour: '#067647', dash: '2 3' },
  { colour: '#b42318', dash: '8 3 2 3' },
] as const;
