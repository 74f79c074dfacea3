import { DataSource, EntityManager, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { LogPosition, LOG_START } from '../../application/ports/event-store';
import { AnyTable, ProjectionStore, ReadModelTransaction, Table } from '../../application/ports/read-models';
import { entityOf } from './entity-of';

/** Read models and projection checkpoints in the same database, through TypeORM. */
export class TypeOrmProjectionStore implements ProjectionStore {
  constructor(private readonly dataSource: DataSource) {}

  async loadCheckpoint(projection: string): Promise<LogPosition> {
    const rows: CheckpointRow[] = await this.dataSource.query(
      'SELECT commit_position::text AS commit, prepare_position::text AS prepare FROM projection_checkpoints WHERE name = $1',
      [projection],
    );
    return rows[0] ? toPosition(rows[0]) : LOG_START;
  }

  async commitBatch(
    projection: string,
    from: LogPosition,
    to: LogPosition,
    apply: (tx: ReadModelTransaction) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock makes concurrent runners (other processes) queue here, then see the moved checkpoint.
      await manager.query(
        `INSERT INTO projection_checkpoints (name, commit_position, prepare_position) VALUES ($1, 0, 0)
         ON CONFLICT (name) DO NOTHING`,
        [projection],
      );
      const rows: CheckpointRow[] = await manager.query(
        'SELECT commit_position::text AS commit, prepare_position::text AS prepare FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
        [projection],
      );
      const current = toPosition(rows[0]!);
      if (current.commit !== from.commit || current.prepare !== from.prepare) return false;
      await apply(new TypeOrmReadModelTransaction(manager));
      await manager.query(
        'UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now() WHERE name = $1',
        [projection, to.commit.toString(), to.prepare.toString()],
      );
      return true;
    });
  }

  async reset(projection: string, tables: readonly AnyTable[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const t of tables) await manager.createQueryBuilder().delete().from(entityOf(manager, t)).execute();
      await manager.query('DELETE FROM projection_checkpoints WHERE name = $1', [projection]);
    });
  }

  async rows<Row extends object>(t: Table<Row>): Promise<Row[]> {
    const repo = this.dataSource.getRepository(entityOf(this.dataSource.manager, t));
    return (await repo.find({ order: Object.fromEntries(t.key.map((k) => [k, 'ASC'])) })) as Row[];
  }
}

class TypeOrmReadModelTransaction implements ReadModelTransaction {
  constructor(private readonly manager: EntityManager) {}

  async findOne<Row extends object>(t: Table<Row>, where: Partial<Row>): Promise<Row | null> {
    return (await this.manager.findOne(entityOf(this.manager, t), { where: where as FindOptionsWhere<ObjectLiteral> })) as Row | null;
  }

  async insert<Row extends object>(t: Table<Row>, row: Row): Promise<void> {
    await this.manager.insert(entityOf(this.manager, t), row as ObjectLiteral);
  }

  async update<Row extends object>(t: Table<Row>, where: Partial<Row>, patch: Partial<Row>): Promise<void> {
    await this.manager.update(entityOf(this.manager, t), where as FindOptionsWhere<ObjectLiteral>, patch as ObjectLiteral);
  }

  async delete<Row extends object>(t: Table<Row>, where: Partial<Row>): Promise<void> {
    await this.manager.delete(entityOf(this.manager, t), where as FindOptionsWhere<ObjectLiteral>);
  }
}

interface CheckpointRow {
  commit: string;
  prepare: string;
}

function toPosition(row: CheckpointRow): LogPosition {
  return { commit: BigInt(row.commit), prepare: BigInt(row.prepare) };
}
