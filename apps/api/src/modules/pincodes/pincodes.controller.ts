import { Controller, Get, Param, Res } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@redhope/domain';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import type { PincodeInfo } from './models/pincode-info.model';
import { PINCODE_CACHE_SECONDS } from './pincode-cache';
import { PincodesService } from './pincodes.service';

/** GET /api/v1/pincode/:pincode: district, state and centre, for the contact form. Public and cached by browsers. */
@Public()
@Controller('pincode')
export class PincodesController {
  constructor(private readonly pincodes: PincodesService) {}

  @Get(':pincode')
  @ResponseMessage('Pincode')
  async lookup(@Param('pincode') pincode: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<PincodeInfo> {
    const found = await this.pincodes.lookup(pincode);
    if (!found) throw new AppError('NOT_FOUND', VALIDATION_MESSAGES.pincodeNotFound);
    // Only a found pincode is cached (@Header would also mark errors, a passing outage included).
    void reply.header('cache-control', `public, max-age=${PINCODE_CACHE_SECONDS}`);
    return found;
  }
}
