export { cityName, stateName, TRANSLATED_CITIES } from './city-name';
export { placeName, TRANSLATED_TOWNS } from './place-name';
