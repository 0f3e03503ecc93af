import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { Public } from '../../common/auth/public.decorator';
import { PushEndpointBody, PushSubscriptionInput } from './dto/push-subscription.input';
import { PushService } from './push.service';

/** Web Push subscriptions of the signed-in user's devices; the same service as /api/v1/push. */
@Resolver()
export class PushResolver {
  constructor(private readonly push: PushService) {}

  @Public()
  @Query(() => String, { description: "The app's VAPID public key (base64url): PushManager.subscribe's applicationServerKey." })
  pushPublicKey(): string {
    return this.push.publicKey;
  }

  @Mutation(() => Boolean, {
    description: "Subscribes this device to pushes for the signed-in user (an endpoint another user had moves to this one). VALIDATION_FAILED for an endpoint that is not https or keys of the wrong size.",
  })
  async registerPushSubscription(@Args('input') input: PushSubscriptionInput, @CurrentAuth() auth: AuthContext): Promise<boolean> {
    await this.push.register(auth.userId, input);
    return true;
  }

  @Mutation(() => Boolean, { description: "Unsubscribes the signed-in user's device with this endpoint (true also when there was none)." })
  async unregisterPushSubscription(@Args() { endpoint }: PushEndpointBody, @CurrentAuth() auth: AuthContext): Promise<boolean> {
    await this.push.unregister(auth.userId, endpoint);
    return true;
  }
}
