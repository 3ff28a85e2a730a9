import type { ReactNode } from 'react';
import type { VehicleVertical } from '@cvb/contracts';

/** What a home category tile shows a picture of: a vehicle vertical, or tyres. */
export type CategoryArtKey = VehicleVertical | 'tyre';

const TYRE = '#2b2f36';
const HUB = '#c9ced6';
const GLASS = '#cfe6f7';

function Wheel({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={TYRE} />
      <circle cx={x} cy={y} r={r * 0.45} fill={HUB} />
    </g>
  );
}

const Ground = () => <rect x="4" y="66" width="152" height="3" rx="1.5" fill="#000" opacity="0.12" />;

/** Flat drawings in a 160 × 72 box, one per category, in the site's brand colours. */
const DRAWINGS: Record<CategoryArtKey, ReactNode> = {
  truck: (
    <>
      <Ground />
      <rect x="10" y="14" width="92" height="40" rx="3" fill="#0b5cab" />
      <rect x="16" y="20" width="80" height="4" rx="2" fill="#fff" opacity="0.35" />
      <path d="M104 26h24l16 16v14h-40z" fill="#f28c28" />
      <path d="M110 30h16l11 12h-27z" fill={GLASS} />
      <rect x="8" y="54" width="140" height="6" rx="2" fill="#3b4656" />
      <Wheel x={32} y={60} r={9} />
      <Wheel x={56} y={60} r={9} />
      <Wheel x={128} y={60} r={9} />
    </>
  ),
  bus: (
    <>
      <Ground />
      <rect x="8" y="12" width="144" height="46" rx="8" fill="#f28c28" />
      {[16, 38, 60, 82, 104].map((x) => (
        <rect key={x} x={x} y="20" width="18" height="16" rx="2" fill={GLASS} />
      ))}
      <path d="M126 20h18a4 4 0 0 1 4 4v22h-22z" fill={GLASS} />
      <rect x="8" y="42" width="144" height="5" fill="#0b5cab" />
      <Wheel x={36} y={60} r={9} />
      <Wheel x={122} y={60} r={9} />
    </>
  ),
  'three-wheeler': (
    <>
      <Ground />
      <path d="M30 50V24c0-8 8-14 20-14h44c14 0 24 10 28 24l6 16z" fill="#067647" />
      <path d="M36 24c0-5 5-8 12-8h22v22H36z" fill={GLASS} />
      <path d="M76 16h18c9 0 16 7 19 16l2 6H76z" fill={GLASS} />
      <rect x="28" y="46" width="104" height="10" rx="4" fill="#f2c230" />
      <Wheel x={46} y={60} r={8} />
      <Wheel x={120} y={60} r={8} />
    </>
  ),
  tractor: (
    <>
      <Ground />
      <path d="M62 44V28h40l6 16z" fill="#b42318" />
      <rect x="100" y="36" width="40" height="14" rx="3" fill="#b42318" />
      <rect x="120" y="22" width="4" height="14" fill="#3b4656" />
      <path d="M52 14h22v22H48z" fill="none" stroke="#3b4656" strokeWidth="4" strokeLinejoin="round" />
      <path d="M52 14h22v22H48z" fill={GLASS} opacity="0.7" />
      <circle cx="46" cy="50" r="18" fill={TYRE} />
      <circle cx="46" cy="50" r="8" fill="#f2c230" />
      <Wheel x={128} y={58} r={10} />
    </>
  ),
  infra: (
    <>
      <Ground />
      <rect x="16" y="52" width="76" height="14" rx="7" fill={TYRE} />
      {[26, 40, 54, 68, 82].map((x) => (
        <circle key={x} cx={x} cy="59" r="3.5" fill={HUB} />
      ))}
      <rect x="20" y="40" width="68" height="12" rx="2" fill="#f2c230" />
      <path d="M28 40V18h26l8 22z" fill="#f2c230" />
      <path d="M33 22h18l5 14H33z" fill={GLASS} />
      <path d="M62 34l44-22 8 6-44 24z" fill="#e0a800" />
      <path d="M106 12l30 20-6 6-28-18z" fill="#e0a800" />
      <path d="M130 36l14 4-4 16-18-6z" fill="#3b4656" />
    </>
  ),
  tyre: (
    <>
      <Ground />
      <circle cx="80" cy="36" r="31" fill={TYRE} />
      {Array.from({ length: 16 }, (_, index) => (
        <rect
          key={index}
          x="78"
          y="5"
          width="4"
          height="9"
          rx="1"
          fill="#4a505a"
          transform={`rotate(${index * 22.5} 80 36)`}
        />
      ))}
      <circle cx="80" cy="36" r="17" fill={HUB} />
      <circle cx="80" cy="36" r="6" fill="#8c939e" />
    </>
  ),
};

/** A category's picture; decorative (the tile's text names it), so hidden from screen readers. */
export function CategoryArt({ category }: { category: CategoryArtKey }) {
  return (
    <svg viewBox="0 0 160 72" width="160" height="72" aria-hidden="true" focusable="false">
      {DRAWINGS[category]}
    </svg>
  );
}
