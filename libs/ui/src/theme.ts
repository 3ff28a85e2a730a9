/** The one visual theme of the site. Every app reads colours, type and spacing from here. */
export const theme = {
  colors: {
    brand: '#0b5cab',
    brandDark: '#083f77',
    accent: '#f28c28',
    text: '#1c2430',
    muted: '#5b6677',
    border: '#dde3ea',
    surface: '#ffffff',
    background: '#f4f6f9',
    danger: '#b42318',
    dangerSurface: '#fef3f2',
    success: '#067647',
    successSurface: '#ecfdf3',
  },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Gurmukhi', 'Noto Sans Tamil', 'Noto Sans Telugu', sans-serif",
    size: { small: '0.875rem', body: '1rem', large: '1.125rem', h2: '1.375rem', h1: '1.75rem' },
  },
  space: (n: number) => `${n * 4}px`,
  radius: '10px',
  shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  maxWidth: '1200px',
  breakpoints: { tablet: '600px', desktop: '1024px' },
} as const;

export type Theme = typeof theme;

export const media = {
  tablet: `@media (min-width: ${theme.breakpoints.tablet})`,
  desktop: `@media (min-width: ${theme.breakpoints.desktop})`,
};
