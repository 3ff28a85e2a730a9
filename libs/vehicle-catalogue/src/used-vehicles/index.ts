export { UsedVehiclesPage, type UsedVertical } from './used-vehicles-page';
export { usedVehicleTexts } from './texts';
