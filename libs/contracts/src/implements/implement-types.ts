/** The implement types the site lists, in the order farmers look for them. */
export const IMPLEMENT_TYPES = [
  'rotavator',
  'cultivator',
  'mb-plough',
  'disc-plough',
  'harrow',
  'seed-drill',
  'thresher',
  'baler',
  'reaper',
  'sprayer',
  'mulcher',
  'planter',
  'potato-digger',
  'leveler',
  'trolley',
] as const;
export type ImplementType = (typeof IMPLEMENT_TYPES)[number];

export const IMPLEMENT_PAGE_SIZE = 12;
