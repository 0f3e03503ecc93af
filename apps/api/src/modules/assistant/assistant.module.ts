import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AssistantController } from './assistant.controller';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { AssistantLimiter, questionsPerAddress, questionsPerUser, streamsPerUser } from './assistant-limiter';
import { AssistantResolver } from './assistant.resolver';
import { ASSISTANT_PACE, AssistantService } from './assistant.service';
import { ASSISTANT_ENGINE, type AssistantEngine } from './engines/assistant-engine';
import { BuiltinEngine } from './engines/builtin-engine';
import { ChatCompletionsEngine } from './engines/chat-completions-engine';
import { FallbackEngine } from './engines/fallback-engine';
import { buildSystemPrompt } from './engines/system-prompt';
import { KnowledgeBase } from './knowledge/knowledge-base';

/** The built-in engine, or an external OpenAI-compatible model (with the built-in one as fallback) when ASSISTANT_BASE_URL is set. */
function createEngine(config: AppConfig, knowledge: KnowledgeBase): AssistantEngine {
  const builtin = new BuiltinEngine(knowledge, config.assistant.pace);
  const { baseUrl, apiKey, model, timeoutMs } = config.assistant;
  if (!baseUrl) return builtin;
  const external = new ChatCompletionsEngine({ baseUrl, apiKey, model, timeoutMs, systemPrompt: buildSystemPrompt(knowledge.topics) });
  return new FallbackEngine(external, builtin, new Logger('Assistant'));
}

@Module({
  controllers: [AssistantController],
  providers: [
    { provide: KnowledgeBase, useFactory: () => KnowledgeBase.load() },
    { provide: ASSISTANT_ENGINE, inject: [APP_CONFIG, KnowledgeBase], useFactory: createEngine },
    {
      provide: AssistantLimiter,
      inject: [APP_CONFIG, RateLimitService],
      useFactory: (config: AppConfig, rateLimits: RateLimitService) =>
        new AssistantLimiter(
          rateLimits.concurrency(streamsPerUser(config.assistant.streamsPerUser)),
          rateLimits.limit(questionsPerUser(config.assistant.questionsPerHour)),
          rateLimits.limit(questionsPerAddress(config.addressLimits.questionsPerHour)),
        ),
    },
    { provide: ASSISTANT_PACE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.assistant.pace },
    AssistantService,
    AssistantResolver,
  ],
})
export class AssistantModule {}
