import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EventMentionsPersonalData } from './event-mentions.personal-data';
import { PersonalDataOwners } from './personal-data';

/** The personal data owners of the application, found by discovery; and the owner of shared code's (queued events). */
@Module({
  imports: [DiscoveryModule],
  providers: [PersonalDataOwners, EventMentionsPersonalData],
  exports: [PersonalDataOwners],
})
export class PersonalDataModule {}
