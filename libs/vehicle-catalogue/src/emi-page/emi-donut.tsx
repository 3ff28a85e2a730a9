import styled, { useTheme } from 'styled-components';

/** 100 / 2π: a circle of this radius is 100 units round, so a percentage is a dash length. */
const RADIUS = 15.915;

const Svg = styled.svg`
  width: 160px;
  height: 160px;
  flex: none;
`;

/** The principal/interest split as a ring; the numbers are in `label` for assistive tech. */
export function EmiDonut({ principalPercent, label }: { principalPercent: number; label: string }) {
  const theme = useTheme();
  return (
    <Svg viewBox="0 0 42 42" role="img" aria-label={label}>
      <circle cx="21" cy="21" r={RADIUS} fill="none" stroke={theme.colors.accent} strokeWidth="6" />
      <circle
        cx="21"
        cy="21"
        r={RADIUS}
        fill="none"
        stroke={theme.colors.brand}
        strokeWidth="6"
        strokeDasharray={`${principalPercent} ${100 - principalPercent}`}
        strokeDashoffset="25"
      />
    </Svg>
  );
}
