import { hueOf } from '../logo-svg';

/** Colours of one brand's vehicles: the cab in the brand's logo colour, the rest neutral. */
export interface Palette {
  body: string;
  bodyDark: string;
  bodyLight: string;
  glass: string;
  glassDark: string;
  tyre: string;
  rim: string;
  metal: string;
  metalDark: string;
  deck: string;
  deckLine: string;
  light: string;
  tailLight: string;
}

export function paletteOf(brandSlug: string): Palette {
  const hue = hueOf(brandSlug);
  return {
    body: `hsl(${hue}, 55%, 36%)`,
    bodyDark: `hsl(${hue}, 55%, 26%)`,
    bodyLight: `hsl(${hue}, 50%, 52%)`,
    glass: '#bfe0f2',
    glassDark: '#86b7d3',
    tyre: '#262a30',
    rim: '#cdd3db',
    metal: '#9aa4b0',
    metalDark: '#4a525c',
    deck: '#e4e8ed',
    deckLine: '#b9c2cc',
    light: '#fff3b8',
    tailLight: '#e0463c',
  };
}
