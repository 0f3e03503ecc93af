import { ADDRESS_LINE_MAX_LENGTH, BLOOD_GROUP_MAX_LENGTH, DISTRICT_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, PINCODE_LENGTH, STATE_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@redhope/domain';
import type { UserLanguage, UserRole } from '@redhope/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Database row only: never returned to a client as is (the password hash lives here). */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_name', type: 'varchar', length: USERNAME_MAX_LENGTH })
  userName!: string;

  /** Stored trimmed and lower-cased; unique. */
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  email!: string;

  /** When `email` was confirmed from a link sent to it; null until then (no e-mail alerts). */
  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt!: Date | null;

  /** A new address the user asked for, waiting for the link sent to it; `email` stays until then. */
  @Column({ name: 'pending_email', type: 'varchar', length: EMAIL_MAX_LENGTH, nullable: true })
  pendingEmail!: string | null;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'phone_no', type: 'varchar', length: PHONE_MAX_LENGTH, nullable: true })
  phoneNo!: string | null;

  /** The avatar's URL (a JPEG variant); null until the user uploads one. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  avatar!: string | null;

  /** The stored image behind `avatar`, followed by the stored_images trigger. */
  @Column({ name: 'avatar_key', type: 'uuid', nullable: true })
  avatarKey!: string | null;

  /** A calendar date, `yyyy-mm-dd`. */
  @Column({ name: 'date_of_birth', type: 'date' })
  dateOfBirth!: string;

  @Column({ name: 'blood_group', type: 'varchar', length: BLOOD_GROUP_MAX_LENGTH, nullable: true })
  bloodGroup!: string | null;

  @Column({ name: 'address_line', type: 'varchar', length: ADDRESS_LINE_MAX_LENGTH, nullable: true })
  addressLine!: string | null;

  @Column({ type: 'varchar', length: DISTRICT_MAX_LENGTH, nullable: true })
  district!: string | null;

  @Column({ type: 'varchar', length: STATE_MAX_LENGTH, nullable: true })
  state!: string | null;

  @Column({ type: 'char', length: PINCODE_LENGTH, nullable: true })
  pincode!: string | null;

  @Column({ name: 'is_blood_group_added', type: 'boolean', default: false })
  isBloodGroupAdded!: boolean;

  @Column({ name: 'is_contact_info_filled', type: 'boolean', default: false })
  isContactInfoFilled!: boolean;

  /** The language the user last chose in the app ('en' or 'hi'): pushes to them are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language!: UserLanguage;

  /** Off: notifications still reach the app and the user's devices, but no e-mail is sent. */
  @Column({ name: 'email_alerts', type: 'boolean', default: true })
  emailAlerts!: boolean;

  /** 5, 10 or 25: the donor is alerted only within this distance (and the request's radius); null: the matching radius. */
  @Column({ name: 'alert_radius_km', type: 'smallint', nullable: true })
  alertRadiusKm!: number | null;

  /** Off means the donor gets no alerts. */
  @Column({ name: 'available_to_donate', type: 'boolean', default: true })
  availableToDonate!: boolean;

  /** A calendar date, `yyyy-mm-dd`; donors inside the donation gap since then are not alerted. */
  @Column({ name: 'last_donation_date', type: 'date', nullable: true })
  lastDonationDate!: string | null;

  /** Whole kg, when the donor gave it: at least 45 for whole blood, 50 for apheresis (libs/domain eligibility). */
  @Column({ name: 'weight_kg', type: 'smallint', nullable: true })
  weightKg!: number | null;

  /** The last platelet apheresis, when known: 48 hours before another, 28 days before whole blood. */
  @Column({ name: 'last_apheresis_at', type: 'timestamptz', nullable: true })
  lastApheresisAt!: Date | null;

  /** From the donation record: the first day the weekly and yearly apheresis limits allow another (null: no bar beyond the 48 hours). Kept by the donations module. */
  @Column({ name: 'apheresis_limits_from', type: 'date', nullable: true })
  apheresisLimitsFrom!: string | null;

  /** The pincode's centroid, kept in step with `pincode` by a database trigger (never written here). */
  @Column({ type: 'double precision', nullable: true, insert: false, update: false })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true, insert: false, update: false })
  longitude!: number | null;

  /** MODERATOR, granted and revoked only from the command line (npm run admin); null for everyone else. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  role!: UserRole | null;

  /** Set by a moderator's ban: no sign-in, no alerts as a donor, until unbanned. */
  @Column({ name: 'banned_at', type: 'timestamptz', nullable: true })
  bannedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
