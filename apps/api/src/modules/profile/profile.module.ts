import { Module } from '@nestjs/common';
import { PersonalDataModule } from '../../common/personal-data/personal-data.module';
import { AuthModule } from '../auth';
import { PincodesModule } from '../pincodes';
import { PushModule } from '../push';
import { UploadsModule } from '../uploads';
import { UsersModule } from '../users';
import { ProfileController } from './profile.controller';
import { ProfileResolver } from './profile.resolver';
import { ProfileService } from './profile.service';

/** Profile editing, the avatar, donor settings, and the user's own data (export and erasure). */
@Module({
  imports: [UsersModule, AuthModule, PincodesModule, PushModule, UploadsModule, PersonalDataModule],
  controllers: [ProfileController],
  providers: [ProfileService, ProfileResolver],
})
export class ProfileModule {}
