import { Args, Context, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { AssistantService } from './assistant.service';
import { AssistantAnswerArgs } from './dto/assistant-answer.args';
import { AssistantChunk } from './models/assistant-chunk.model';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { clientOf } from '../../common/http/client-info';

@Resolver()
export class AssistantResolver {
  constructor(private readonly assistant: AssistantService) {}

  @Subscription(() => AssistantChunk, {
    description:
      "Jyoti's answer to a question, chunk by chunk, in the question's language; completes when the answer is whole. An emergency answer's first chunk carries `emergency` (the card). Unsubscribing stops it.",
    resolve: (chunk: AssistantChunk) => chunk,
  })
  async assistantAnswer(@CurrentAuth() auth: AuthContext, @Args() args: AssistantAnswerArgs, @Context() context: GraphqlContext): Promise<AsyncIterableIterator<AssistantChunk>> {
    // The limits, per user and per address (the upgrade request's), are the service's: never for an emergency.
    const answer = await this.assistant.begin(auth.userId, clientOf(context.req).ip, args.prompt, args.language);
    const chunks = answer[Symbol.asyncIterator]();
    // graphql-ws calls return() when the client unsubscribes or disconnects. Closing first stops
    // the engine at once: a generator's own return() would wait for its pending chunk.
    const iterator: AsyncIterableIterator<AssistantChunk> = {
      next: async () => {
        const next = await chunks.next();
        return next.done ? { done: true, value: undefined } : { done: false, value: { content: next.value.content, emergency: next.value.emergency ?? null } };
      },
      return: async () => {
        answer.close();
        void chunks.return(undefined);
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }
}
