import { Module, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { fromRoot } from '../../config/paths';
import { ImageProcessor } from './image-processor';
import { FolderStorage } from './storage/folder-storage';
import { IMAGE_STORAGE, type ImageStorage } from './storage/image-storage';
import { S3Storage } from './storage/s3-storage';
import { StoredImageEntity } from './stored-image.entity';
import { UploadsService } from './uploads.service';

@Module({
  imports: [TypeOrmModule.forFeature([StoredImageEntity])],
  providers: [
    ImageProcessor,
    UploadsService,
    {
      provide: IMAGE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ImageStorage => (config.s3 ? new S3Storage(config.s3) : new FolderStorage(fromRoot(config.uploadsDir))),
    },
  ],
  exports: [UploadsService, IMAGE_STORAGE],
})
export class UploadsModule implements OnApplicationShutdown {
  constructor(private readonly moduleRef: ModuleRef) {}

  onApplicationShutdown(): void {
    const storage = this.moduleRef.get<ImageStorage>(IMAGE_STORAGE);
    if (storage instanceof S3Storage) storage.destroy();
  }
}
