export { findArtModel, type ArtModel } from './art-model';
export { angleImageOf, galleryOf, modelArtUrl } from './art-url';
export { renderModelArt } from './render-model-art';
export { MODEL_ART_VIEWS, modelArtViewSchema, type ModelArtView } from './views';
