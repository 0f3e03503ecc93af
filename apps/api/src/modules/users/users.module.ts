import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail';
import { UserEntity } from './user.entity';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';
import { SignedInCache } from './signed-in-cache';
import { UsersPersonalData } from './users.personal-data';
import { UsersService } from './users.service';

@Module({
  imports: [MailModule, TypeOrmModule.forFeature([UserEntity])],
  controllers: [UsersController],
  providers: [UsersService, UsersResolver, SignedInCache, UsersPersonalData],
  exports: [UsersService, SignedInCache],
})
export class UsersModule {}
