import type { MigrationInterface } from 'typeorm';

type MigrationClass = new () => MigrationInterface;

/** Every migration, oldest first. A test checks that each file in this folder is listed. */
export const MIGRATIONS: MigrationClass[] = [];
