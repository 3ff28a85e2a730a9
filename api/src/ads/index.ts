export { listAdsOfUser, listUsedVehicleAds, findUsedVehicleAd } from './ad-queries';
export type { ImageStorage } from './image-storage';
export { DiskImageStorage } from './disk-storage';
export { S3ImageStorage } from './s3-storage';
export { storageFromEnv } from './ads-config';
