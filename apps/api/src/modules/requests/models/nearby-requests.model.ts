import { Field, Float, ObjectType, registerEnumType } from '@nestjs/graphql';
import { BloodRequest } from './blood-request.model';

export enum NearbyEmptyReasonValue {
  NO_BLOOD_GROUP = 'NO_BLOOD_GROUP',
  NO_PINCODE = 'NO_PINCODE',
  NONE_NEARBY = 'NONE_NEARBY',
}

registerEnumType(NearbyEmptyReasonValue, {
  name: 'NearbyEmptyReason',
  description: 'Why "Open requests near you" is empty.',
  valuesMap: {
    NO_BLOOD_GROUP: { description: 'The profile has no blood group: add it to see the requests you could answer.' },
    NO_PINCODE: { description: 'The profile has no pincode: add it to see the requests near you.' },
    NONE_NEARBY: { description: 'No open request near you needs your blood group now.' },
  },
});

@ObjectType({ description: 'An open request the viewer could answer, with how far it is.' })
export class NearbyRequest {
  @Field(() => BloodRequest)
  request!: BloodRequest;

  @Field(() => Float, { nullable: true, description: "Km between the pincodes' centres; null when it is matched by district (a pincode without a known centre)." })
  distanceKm!: number | null;
}

@ObjectType({ description: '"Open requests near you": most urgent first, then nearest.' })
export class NearbyRequests {
  @Field(() => [NearbyRequest])
  requests!: NearbyRequest[];

  @Field(() => NearbyEmptyReasonValue, { nullable: true, description: 'Set when `requests` is empty: why.' })
  emptyReason!: NearbyEmptyReasonValue | null;
}
