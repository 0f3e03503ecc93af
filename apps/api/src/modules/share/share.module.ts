import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns';
import { RequestsModule } from '../requests';
import { UploadsModule } from '../uploads';
import { SharePreviewsService } from './share-previews.service';

/** Share links that carry what they share: page tags and preview images (share.http.ts). */
@Module({
  imports: [RequestsModule, CampaignsModule, UploadsModule],
  providers: [SharePreviewsService],
  exports: [SharePreviewsService],
})
export class ShareModule {}
