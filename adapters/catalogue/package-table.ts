import { Column, Entity, MigrationInterface, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { PackageRow } from '../../application/catalogue/package-service';
import type { TimeSlot } from '../../domain/bookings/booking-rules';
import type { SeasonPeriod } from '../../domain/catalogue/package-season';
import { AddPackageSeason1763800231000 } from './package-season-migration';
import { AddPackageTimeSlots1763800050000 } from './package-time-slots-migration';
import type { PackageSale } from '../../domain/catalogue/package-capacity';
import { AddPackageCapacity1763800233000 } from './package-capacity-migration';

@Entity({ name: 'packages' })
export class PackageEntity implements PackageRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text', { unique: true }) name!: string;
  @Column('integer') price!: number;
  @Column('text') duration!: string;
  @Column('text') description!: string;
  @Column('jsonb') features!: string[];
  @Column('boolean') featured!: boolean;
  @Column('jsonb') timeSlots!: TimeSlot[];
  @Column('integer') maxPeople!: number;
  @Column('text') sale!: PackageSale;
  @Column('integer', { nullable: true }) boatCapacity!: number | null;
  @Column('jsonb') season!: SeasonPeriod[];
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}

export class CreatePackages1763800004000 implements MigrationInterface {
  name = 'CreatePackages1763800004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE packages (
        "id" serial PRIMARY KEY,
        "name" text NOT NULL CONSTRAINT packages_name_key UNIQUE,
        "price" integer NOT NULL CHECK ("price" > 0),
        "duration" text NOT NULL,
        "description" text NOT NULL,
        "features" jsonb NOT NULL,
        "featured" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE packages');
  }
}

export const catalogueEntities = [PackageEntity];
export const catalogueMigrations = [
  CreatePackages1763800004000,
  AddPackageTimeSlots1763800050000,
  AddPackageSeason1763800231000,
  AddPackageCapacity1763800233000,
];
