import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './user.entity';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';
import { SignedInCache } from './signed-in-cache';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [UsersController],
  providers: [UsersService, UsersResolver, SignedInCache],
  exports: [UsersService, SignedInCache],
})
export class UsersModule {}
