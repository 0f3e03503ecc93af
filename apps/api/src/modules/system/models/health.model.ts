import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Whether the API and its database answer.' })
export class Health {
  @Field({ description: '"ok" when every dependency answers, otherwise "degraded".' })
  status!: string;

  @Field({ description: '"up" or "down".' })
  database!: string;
}
