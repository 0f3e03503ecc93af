import { Controller, Get, Headers, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentAuth, CurrentAuthOrNull, type AuthContext } from '../../common/auth/auth-context';
import { PublicIdentified } from '../../common/auth/public.decorator';
import { IdParam } from '../../common/validation/id';
import { CalendarService, type CalendarFile } from './calendar.service';

/** Sent as files, not in the envelope (failures still are: they leave through the exception filter). */
function sendCalendar(reply: FastifyReply, file: CalendarFile): FastifyReply {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    // A camp's owner may see it under review, and the donor's date is theirs: never shared caches.
    .header('cache-control', 'private, no-cache')
    .send(file.text);
}

/** The `.ics` downloads ("Add to calendar"), docs/rest-contract.md "Calendar files". */
@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @PublicIdentified()
  @Get('campaign/campaign-calendar/:campaignId')
  async campaign(
    @IdParam('campaignId') campaignId: string,
    @CurrentAuthOrNull() auth: AuthContext | null,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCalendar(reply, await this.calendar.campaign(campaignId, auth?.userId ?? null, acceptLanguage));
  }

  @Get('user/next-donation-calendar')
  async nextDonation(@CurrentAuth() auth: AuthContext, @Res() reply: FastifyReply): Promise<void> {
    sendCalendar(reply, await this.calendar.nextEligibleDate(auth.userId));
  }
}
