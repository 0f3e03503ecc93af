import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The emergency card of an emergency answer: show it as an alert with tap-to-call links, above the text.' })
export class AssistantEmergency {
  @Field(() => [String], { description: 'The emergencies found, most urgent first (chest-pain, self-harm, ...).' })
  categories!: string[];

  @Field(() => [String], { description: 'Numbers to call, in order: Tele-MANAS (14416) first for self-harm, then 112 and 108.' })
  numbers!: string[];

  @Field({ description: 'The first thing to do, in one line, in the answer\'s language.' })
  firstAction!: string;

  @Field({ description: "The answer's language, 'en' or 'hi'." })
  language!: string;
}

@ObjectType({ description: "A piece of Jyoti's answer, in markdown; append the pieces in order." })
export class AssistantChunk {
  @Field()
  content!: string;

  @Field(() => AssistantEmergency, { nullable: true, description: 'On the first chunk of an emergency answer only (that chunk is the headline with the numbers).' })
  emergency?: AssistantEmergency | null;
}
