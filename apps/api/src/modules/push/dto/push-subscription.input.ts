import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsString, ValidateNested } from 'class-validator';
import { MaxLength } from '../../../common/validation/lengths';

const INVALID = 'Invalid push subscription';

/** The browser's keys for payload encryption (PushSubscription.toJSON().keys), base64url. */
@InputType()
export class PushSubscriptionKeysInput {
  @Field({ description: 'P-256 public key, 65 bytes base64url.' })
  @IsString({ message: INVALID })
  @MaxLength(100, { message: INVALID })
  p256dh!: string;

  @Field({ description: 'Authentication secret, 16 bytes base64url.' })
  @IsString({ message: INVALID })
  @MaxLength(50, { message: INVALID })
  auth!: string;
}

/** `registerPushSubscription` and POST /push/subscribe: PushSubscription.toJSON() without expirationTime. */
@InputType()
export class PushSubscriptionInput {
  @Field({ description: 'The push service URL of this browser: https (http only outside production).' })
  @IsString({ message: INVALID })
  @IsNotEmpty({ message: INVALID })
  @MaxLength(2048, { message: INVALID })
  endpoint!: string;

  @Field(() => PushSubscriptionKeysInput)
  @IsObject({ message: INVALID })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysInput)
  keys!: PushSubscriptionKeysInput;
}

/** POST /push/unsubscribe, and `unregisterPushSubscription(endpoint)`: one rule on both. */
@ArgsType()
export class PushEndpointBody {
  @Field({ description: "The device's push endpoint, as registered." })
  @IsString({ message: INVALID })
  @IsNotEmpty({ message: INVALID })
  @MaxLength(2048, { message: INVALID })
  endpoint!: string;
}
