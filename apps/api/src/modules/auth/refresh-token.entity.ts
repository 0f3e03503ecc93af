import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A refresh token is stored only as an HMAC of its value; the value lives in the cookie. */
@Entity({ name: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId!: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** When a replay within the reuse grace got its one access token; a second replay revokes. */
  @Column({ name: 'grace_used_at', type: 'timestamptz', nullable: true })
  graceUsedAt!: Date | null;
}
