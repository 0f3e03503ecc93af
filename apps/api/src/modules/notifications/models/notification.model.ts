import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import type { RequestComponent } from '@redhope/domain';
import { PageInfo } from '../../../common/graphql/pagination';
import { BloodComponentValue } from '../../requests';

@ObjectType()
export class NotificationAction {
  @Field()
  name!: string;

  @Field({ description: 'A path inside the app.' })
  navigate!: string;
}

@ObjectType({ description: 'What the text was made from; which fields are set depends on the kind.' })
export class NotificationParams {
  @Field(() => String, { nullable: true })
  requestId?: string | null;

  @Field(() => String, { nullable: true })
  applicant?: string | null;

  @Field(() => String, { nullable: true })
  bloodGroup?: string | null;

  @Field(() => String, { nullable: true })
  district?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd' })
  requiredBy?: string | null;

  @Field(() => Int, { nullable: true })
  distanceKm?: number | null;

  @Field(() => String, { nullable: true })
  helperName?: string | null;

  @Field(() => BloodComponentValue, { nullable: true, description: 'What is needed; null in alerts from before requests said it.' })
  component?: RequestComponent | null;

  @Field(() => Int, { nullable: true })
  units?: number | null;

  @Field(() => String, { nullable: true })
  hospitalName?: string | null;

  @Field(() => String, { nullable: true, description: 'camp-reminder: the camp.' })
  campaignId?: string | null;

  @Field(() => String, { nullable: true })
  campTitle?: string | null;

  @Field(() => String, { nullable: true, description: "yyyy-mm-dd, the camp's day in India" })
  campDate?: string | null;

  @Field(() => String, { nullable: true, description: "HH:mm, the camp's time in India" })
  campTime?: string | null;
  @Field(() => String, { nullable: true, description: "donation-helped: the patient's first name." })
  patientFirstName?: string | null;

  @Field(() => String, { nullable: true, description: 'donation-helped: the day of the donation, yyyy-mm-dd.' })
  donatedOn?: string | null;

  @Field(() => String, { nullable: true, description: 'donation-reminder: the day the donor may give again, yyyy-mm-dd.' })
  eligibleOn?: string | null;
}

@ObjectType()
export class Notification {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'request-alert, help-offered, request-fulfilled, camp-reminder, donation-helped or donation-reminder.' })
  kind!: string;

  @Field(() => NotificationParams)
  params!: NotificationParams;

  @Field({ description: "English text; clients may render kind and params in the reader's language instead." })
  title!: string;

  @Field()
  body!: string;

  @Field(() => [NotificationAction])
  actions!: NotificationAction[];

  @Field()
  read!: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  /** The request it is about (resolved into requestState). */
  requestId?: string | null;
}

@ObjectType()
export class NotificationConnection {
  @Field(() => [Notification])
  nodes!: Notification[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: "The reader's unread notifications, all pages together." })
  unreadCount!: number;
}
