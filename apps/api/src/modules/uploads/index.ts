/** The uploads module's public face: other modules (leaflets, avatars) import only from here. */
export type { ImageProfile, ImageVariantSpec, StoredImage, StoredVariant } from './image-profile';
export { Gate, IMAGE_MAX_PIXELS, IMAGE_WORKERS } from './image-processor';
export { jpegUrl, toImageModel } from './image.presenter';
export { Image, ImageVariant } from './models/image.model';
export { readMultipartForm, type MultipartForm, type MultipartFormOptions } from './multipart-form';
export { IMAGE_STORAGE, type ImageStorage, type StoredFile } from './storage/image-storage';
export { registerUploads } from './uploads.http';
export { UploadsModule } from './uploads.module';
export { UploadsService } from './uploads.service';
export { GraphQLUpload, type FileUpload, type UploadArgument } from './upload.scalar';
