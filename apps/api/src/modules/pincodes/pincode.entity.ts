import { DISTRICT_MAX_LENGTH, PINCODE_LENGTH, STATE_MAX_LENGTH } from '@redhope/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PincodeSource } from '../../database/pincode-data';

/** A row of the read-only pincode table, loaded by a migration. The indexed `location` column is left unmapped. */
@Entity({ name: 'pincodes' })
export class PincodeEntity {
  @PrimaryColumn({ type: 'char', length: PINCODE_LENGTH })
  pincode!: string;

  @Column({ type: 'double precision' })
  latitude!: number;

  @Column({ type: 'double precision' })
  longitude!: number;

  @Column({ type: 'varchar', length: DISTRICT_MAX_LENGTH, nullable: true })
  district!: string | null;

  @Column({ type: 'varchar', length: STATE_MAX_LENGTH, nullable: true })
  state!: string | null;

  @Column({ type: 'varchar', length: 20 })
  source!: PincodeSource;
}
