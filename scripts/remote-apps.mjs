// The eight remotes, in the order of their local ports (3101…3108).
export const REMOTE_FOLDERS = [
  'mfe-trucks',
  'mfe-buses',
  'mfe-three-wheelers',
  'mfe-tractors-infra',
  'mfe-tyres',
  'mfe-media',
  'mfe-emandi-fuel',
  'mfe-account',
];
