import type { AccountLinkPurpose } from '@redhope/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A link sent by e-mail (confirm an address, change it, undo a change, reset the password), stored
 * only as an HMAC of its random value; the value is in the e-mail alone. Used once; expires.
 */
@Entity({ name: 'account_tokens' })
export class AccountTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 20 })
  purpose!: AccountLinkPurpose;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  /** The address the link was sent to (for a change, the new one; for an undo, the old one). */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
