/**
 * A face seen straight on (front or rear), centred on x = 0 with the ground at y = 0 and up negative.
 * `wheels` is drawn behind `body`; the 3/4 view leaves the wheels out, the side already shows them.
 */
export interface FaceDrawing {
  width: number;
  height: number;
  body: string;
  wheels: string;
}

/** How the driver's seat looks in the cabin view. */
export type CockpitKind = 'cab' | 'car' | 'handlebar' | 'tractor' | 'machine';

/**
 * One vehicle drawn three ways. The side profile faces right: x runs from 0 (rear) to `length` (front),
 * ground at y = 0, up negative; units are about 2 cm.
 */
export interface VehicleShape {
  length: number;
  height: number;
  side: string;
  front: FaceDrawing;
  rear: FaceDrawing;
  cockpit: CockpitKind;
  /**
   * Whether the front face meets the side's front end squarely (trucks, buses), so the 3/4 view can turn
   * it; bonneted vehicles, three-wheelers, tractors and machines, whose fronts step or stick out, show a
   * skewed side only.
   */
  flushFront: boolean;
}
