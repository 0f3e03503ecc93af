import { DONATION_PLACE_MAX_LENGTH, type DonationComponent, type DonationKind, type DonationVenue } from '@redhope/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One donation in a donor's record; goes with its donor. */
@Entity({ name: 'donations' })
export class DonationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** A calendar day in India, `yyyy-mm-dd`. */
  @Column({ name: 'donated_on', type: 'date' })
  donatedOn!: string;

  @Column({ type: 'varchar', length: 20 })
  component!: DonationComponent;

  /** The blood centre, camp or hospital, as the donor or the request named it. */
  @Column({ type: 'varchar', length: DONATION_PLACE_MAX_LENGTH })
  place!: string;

  /** A camp or a blood centre, when the donor said (entered by hand). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  venue!: DonationVenue | null;

  @Column({ type: 'varchar', length: 10 })
  kind!: DonationKind;

  /** The request it answered; null once that request is gone. */
  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId!: string | null;

  /** The camp it was given at; null once that camp is gone. */
  @Column({ name: 'campaign_id', type: 'uuid', nullable: true })
  campaignId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
