import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A message from the operators to every connected client (maintenance, restarts).' })
export class SystemNotice {
  @Field()
  message!: string;

  @Field()
  sentAt!: Date;
}
