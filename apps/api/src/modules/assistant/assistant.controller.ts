import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { AssistantService } from './assistant.service';
import { AssistantAnswerArgs } from './dto/assistant-answer.args';
import { sendEventStream } from './event-stream';
import { Lifecycle } from '../../common/lifecycle/lifecycle';
import { clientOf } from '../../common/http/client-info';

@Controller('ai')
export class AssistantController {
  constructor(
    private readonly assistant: AssistantService,
    private readonly lifecycle: Lifecycle,
  ) {}

  /**
   * GET /api/v1/ai/get-health-ai-response?prompt=...&language=hi: Jyoti's answer as server-sent
   * events, in the question's language (`language`, the interface's, breaks ties). A bad prompt
   * (400) or a limit (429, per user and per address, never for an emergency) is refused in the
   * usual envelope before the stream starts.
   */
  @Get('get-health-ai-response')
  async answer(@CurrentAuth() auth: AuthContext, @Query() query: AssistantAnswerArgs, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendEventStream(reply, await this.assistant.begin(auth.userId, clientOf(request).ip, query.prompt, query.language), this.lifecycle.closingSignal);
  }
}
