import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PincodeSource } from '../../database/pincode-data';

/** A row of the read-only pincode table, loaded by a migration. The indexed `location` column is left unmapped. */
@Entity({ name: 'pincodes' })
export class PincodeEntity {
  @PrimaryColumn({ type: 'char', length: 6 })
  pincode!: string;

  @Column({ type: 'double precision' })
  latitude!: number;

  @Column({ type: 'double precision' })
  longitude!: number;

  @Column({ type: 'varchar', length: 80, nullable: true })
  district!: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  state!: string | null;

  @Column({ type: 'varchar', length: 20 })
  source!: PincodeSource;
}
