import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

export function ThemeRoot({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
