import { CANVAS, STAGE } from '../frame';
import { num } from '../svg';

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

export const boundsOf = (points: [number, number][]): Bounds => ({
  minX: Math.min(...points.map(([x]) => x)),
  maxX: Math.max(...points.map(([x]) => x)),
  minY: Math.min(...points.map(([, y]) => y)),
  maxY: Math.max(...points.map(([, y]) => y)),
});

export interface Placement {
  scale: number;
  /** The transform that puts drawing coordinates on the canvas. */
  transform: string;
  /** Canvas position of a drawing point. */
  at: (point: [number, number]) => [number, number];
}

/**
 * Scales the drawing to fill the stage (never beyond `maxScale`), centred, with its lowest point on the
 * ground line.
 */
export function placeOnStage(bounds: Bounds, maxScale = 3.2): Placement {
  const width = bounds.maxX - bounds.minX;
  const height = bounds.maxY - bounds.minY;
  const scale = Math.min(maxScale, (STAGE.right - STAGE.left) / width, (CANVAS.ground - STAGE.top) / height);
  const dx = CANVAS.width / 2 - scale * (bounds.minX + width / 2);
  const dy = CANVAS.ground - scale * bounds.maxY;
  return {
    scale,
    transform: `translate(${num(dx)} ${num(dy)}) scale(${Math.round(scale * 1000) / 1000})`,
    at: ([x, y]) => [dx + scale * x, dy + scale * y],
  };
}
