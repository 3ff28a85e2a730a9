/** Small builders of SVG markup; numbers are rounded so the output stays short and byte-stable. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Class "o" draws the dark outline of the flat style (see the frame's stylesheet). */
const outline = (outlined: boolean) => (outlined ? ' class="o"' : '');

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  { radius = 0, outlined = true }: { radius?: number; outlined?: boolean } = {},
): string {
  const rounded = radius > 0 ? ` rx="${num(radius)}"` : '';
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"${rounded} fill="${fill}"${outline(outlined)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, outlined = true): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${outline(outlined)}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  outlined = false,
): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${outline(outlined)}/>`;
}

/** A closed polygon through the points. */
export function polygon(points: [number, number][], fill: string, outlined = true): string {
  const list = points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${outline(outlined)}/>`;
}

/** A stroked open line through the points. */
export function line(points: [number, number][], stroke: string, width: number): string {
  const list = points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
  return `<polyline points="${list}" fill="none" stroke="${stroke}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function path(d: string, fill: string, outlined = true): string {
  return `<path d="${d}" fill="${fill}"${outline(outlined)}/>`;
}

export function group(transform: string, ...children: string[]): string {
  return `<g transform="${transform}">${children.join('')}</g>`;
}

/** matrix(a b c d e f) with rounded numbers. */
export const matrix = (a: number, b: number, c: number, d: number, e: number, f: number): string =>
  `matrix(${[a, b, c, d, e, f].map((value) => String(Math.round(value * 1000) / 1000)).join(' ')})`;
