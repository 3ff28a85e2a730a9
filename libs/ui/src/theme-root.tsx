import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme, type Theme } from './theme';

/** What a host embedding a remote may change: colours and the font family (spacing and sizes stay ours). */
export interface ThemeOverride {
  colors?: Partial<Record<keyof Theme['colors'], string>>;
  fontFamily?: string;
}

export function themeWith(override: ThemeOverride | undefined): Theme {
  if (!override) return theme;
  return {
    ...theme,
    colors: { ...theme.colors, ...override.colors },
    font: { ...theme.font, family: override.fontFamily ?? theme.font.family },
  } as Theme;
}

export function ThemeRoot({ children, override }: { children: ReactNode; override?: ThemeOverride }) {
  return <ThemeProvider theme={themeWith(override)}>{children}</ThemeProvider>;
}
