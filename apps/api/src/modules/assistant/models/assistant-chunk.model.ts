import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "A piece of Jyoti's answer, in markdown; append the pieces in order." })
export class AssistantChunk {
  @Field()
  content!: string;
}
