import { Column, Entity, MigrationInterface, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { ScheduleClosureRow } from '../../application/availability/availability-ports';

@Entity({ name: 'schedule_closures' })
export class ScheduleClosureEntity implements ScheduleClosureRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') from!: string;
  @Column('text') to!: string;
  @Column('integer', { nullable: true }) packageId!: number | null;
  @Column('text') reason!: string;
  @Column('timestamptz') createdAt!: Date;
}

/**
 * The admin's closed days (domain/availability/closures.ts). A package's closure names it by id
 * without a foreign key: deleting a package is refused only while it has bookings, and a closure
 * of a package that is gone closes nothing.
 */
export class CreateScheduleClosures1763800231001 implements MigrationInterface {
  name = 'CreateScheduleClosures1763800231001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE schedule_closures (
        "id" serial PRIMARY KEY,
        "from" text NOT NULL,
        "to" text NOT NULL,
        "packageId" integer,
        "reason" text NOT NULL,
        "createdAt" timestamptz NOT NULL,
        CONSTRAINT schedule_closures_order_check CHECK ("from" <= "to")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE schedule_closures');
  }
}
