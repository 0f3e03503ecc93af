import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StoredImage } from '../uploads';

/** Database row only; clients get a presenter's shape. */
@Entity({ name: 'campaigns' })
export class CampaignEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The owner (the SPEC's userId): the signed-in user who posted it. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 150 })
  title!: string;

  @Column({ type: 'varchar', length: 60 })
  category!: string;

  @Column({ name: 'address_line', type: 'varchar', length: 200 })
  addressLine!: string;

  @Column({ type: 'varchar', length: 80 })
  district!: string;

  @Column({ type: 'varchar', length: 80 })
  state!: string;

  @Column({ type: 'char', length: 6 })
  pincode!: string;

  @Column({ name: 'contact_no', type: 'varchar', length: 16, nullable: true })
  contactNo!: string | null;

  /** When the camp takes place (the SPEC's `date`: date and time combined). */
  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'varchar', length: 2000 })
  description!: string;

  @Column({ name: 'registration_link', type: 'varchar', length: 500, nullable: true })
  registrationLink!: string | null;

  /** Tracked by the stored_images trigger: the leaflet's files live exactly as long as this row. */
  @Column({ name: 'leaflet_key', type: 'uuid' })
  leafletKey!: string;

  @Column({ type: 'jsonb' })
  leaflet!: StoredImage;

  @Column({ name: 'report_count', type: 'integer', default: 0 })
  reportCount!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
