import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The ledger of stored images. A row is written before its files, and its `attached` flag is kept
 * by a database trigger on the rows that use the image (track_stored_image): so an image that no
 * row uses, after a failed create, a crash, a removal or a cascading delete, is found and its files
 * deleted by the sweeper. Never written by a feature directly.
 */
@Entity({ name: 'stored_images' })
export class StoredImageEntity {
  @PrimaryColumn({ type: 'uuid' })
  key!: string;

  @Column({ type: 'varchar', length: 30 })
  kind!: string;

  @Column({ type: 'text', array: true })
  files!: string[];

  @Column({ type: 'boolean', default: false })
  attached!: boolean;

  /** When the row that used it let it go; the sweeper deletes it at once. */
  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
