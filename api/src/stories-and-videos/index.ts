export { mediaContentRoutes } from './media-routes';
export { mediaFeedRoutes } from './feed-routes';
export { mediaImageRoutes } from './image-routes';
export { adminMediaRoutes } from './admin-media-routes';
export { adminExpertReviewRoutes } from './admin-expert-review-routes';
export { mediaImageUploadRoutes } from './media-image-upload-routes';
