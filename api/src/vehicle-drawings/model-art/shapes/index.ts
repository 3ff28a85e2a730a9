import type { ArtModel } from '../art-model';
import type { Palette } from '../palette';
import type { VehicleShape } from '../shape';
import { axleCount, vehicleKindOf } from '../vehicle-kind';
import { backhoeLoader } from './backhoe-loader';
import { bus, van } from './bus';
import { crane } from './crane';
import { excavator } from './excavator';
import { farmTractor } from './farm-tractor';
import { pickup } from './pickup';
import { rigidTruck } from './rigid-truck';
import { threeWheeler } from './three-wheeler';
import { tractorTrailer } from './tractor-trailer';

/** The drawing of a model: its kind of vehicle, sized by its axles, in its brand's colours. */
export function shapeOf(model: ArtModel, palette: Palette): VehicleShape {
  const kind = vehicleKindOf(model);
  switch (kind) {
    case 'mini-truck':
      return rigidTruck('mini', 2, 'open', palette);
    case 'pickup':
      return pickup(palette);
    case 'cargo-truck': {
      const axles = axleCount(model.wheels, 2);
      return rigidTruck((model.wheels ?? 0) >= 6 ? 'heavy' : 'light', axles, 'open', palette);
    }
    case 'box-truck':
      return rigidTruck('light', axleCount(model.wheels, 2), 'box', palette);
    case 'tipper':
      return rigidTruck('heavy', axleCount(model.wheels, 3), 'tipper', palette);
    case 'tractor-trailer':
      return tractorTrailer(axleCount(model.wheels, 5), palette);
    case 'bus':
      return bus(model.bodyType === 'tourist' ? 'tourist' : 'city', palette);
    case 'school-bus':
      return bus('school', palette);
    case 'van':
      return van(palette);
    case 'auto-rickshaw':
      return threeWheeler('auto', palette);
    case 'cargo-three-wheeler':
      return threeWheeler('cargo', palette);
    case 'e-rickshaw':
      return threeWheeler('e-rickshaw', palette);
    case 'farm-tractor':
      return farmTractor(model.bodyType === '4wd', palette);
    case 'backhoe-loader':
      return backhoeLoader(palette);
    case 'excavator':
      return excavator(palette);
    case 'crane':
      return crane(palette);
  }
}
