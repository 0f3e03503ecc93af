/** The share module's public face: other modules and the composition root import only from here. */
export { registerSharePages, readRoutePreloads, type RoutePreloads } from './share.http';
export { ShareModule } from './share.module';
export { SharePreviewsService } from './share-previews.service';
export { readFirstScreenTexts, type FirstScreenLanguages } from './first-screen';
