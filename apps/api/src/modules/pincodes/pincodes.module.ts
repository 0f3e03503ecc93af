import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PincodeEntity } from './pincode.entity';
import { PincodesController } from './pincodes.controller';
import { PincodesResolver } from './pincodes.resolver';
import { PincodesService } from './pincodes.service';

@Module({
  imports: [TypeOrmModule.forFeature([PincodeEntity])],
  controllers: [PincodesController],
  providers: [PincodesService, PincodesResolver],
  exports: [PincodesService],
})
export class PincodesModule {}
