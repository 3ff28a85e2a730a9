export {
  cityName,
  placeName,
  placeNames,
  stateName,
  stateNameOfSlug,
  TRANSLATED_CITIES,
  TRANSLATED_TOWNS,
} from './place-names';
export { cityIn, placeIn, stateIn, type PlaceTable } from './place-table';
