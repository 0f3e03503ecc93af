import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One signed-in device: a family of refresh tokens that rotate on every refresh. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', default: () => 'now()' })
  lastUsedAt!: Date;

  /** Slides forward on every refresh, but never past `createdAt` + SESSION_MAX_AGE_SECONDS. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /**
   * 'logout', 'reuse' (a used refresh token was replayed), 'password', 'deleted', 'banned', or
   * 'limit' (a newer sign-in past SESSIONS_PER_USER_MAX).
   */
  @Column({ name: 'revoked_reason', type: 'varchar', length: 20, nullable: true })
  revokedReason!: string | null;
}
