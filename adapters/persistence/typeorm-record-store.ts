import { DataSource, EntityManager, FindOptionsOrder, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { Table } from '../../application/ports/read-models';
import { RecordQuery, RecordStore, RecordTransaction, UniqueConflictError } from '../../application/ports/records';
import { isUniqueViolation } from './database-errors';
import { entityOf } from './entity-of';

type Where = FindOptionsWhere<ObjectLiteral>;

/** Plain records (content, catalogue, settings) through TypeORM, on PostgreSQL or PGlite. */
export class TypeOrmRecordStore implements RecordStore {
  constructor(private readonly dataSource: DataSource) {}

  list<Row extends object>(t: Table<Row>, query?: RecordQuery<Row>): Promise<Row[]> {
    return new TypeOrmRecordTransaction(this.dataSource.manager).list(t, query);
  }

  findOne<Row extends object>(t: Table<Row>, where: Partial<Row>): Promise<Row | null> {
    return new TypeOrmRecordTransaction(this.dataSource.manager).findOne(t, where);
  }

  transaction<T>(work: (tx: RecordTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new TypeOrmRecordTransaction(manager)));
  }
}

class TypeOrmRecordTransaction implements RecordTransaction {
  constructor(private readonly manager: EntityManager) {}

  async list<Row extends object>(t: Table<Row>, query: RecordQuery<Row> = {}): Promise<Row[]> {
    return (await this.manager.find(entityOf(this.manager, t), {
      where: query.where as Where | undefined,
      order: query.order as FindOptionsOrder<ObjectLiteral> | undefined,
      take: query.limit,
    })) as Row[];
  }

  async findOne<Row extends object>(t: Table<Row>, where: Partial<Row>): Promise<Row | null> {
    return (await this.manager.findOne(entityOf(this.manager, t), { where: where as Where })) as Row | null;
  }

  async insert<Row extends object>(t: Table<Row>, values: Partial<Row>): Promise<Row> {
    const target = entityOf(this.manager, t);
    const result = await translateConflicts(() => this.manager.insert(target, values as ObjectLiteral));
    const row = await this.manager.findOne(target, { where: result.identifiers[0] as Where });
    if (!row) throw new Error(`The row inserted into ${t.name} cannot be read back`);
    return row as Row;
  }

  async update<Row extends object>(t: Table<Row>, where: Partial<Row>, patch: Partial<Row>): Promise<number> {
    const result = await translateConflicts(() => this.manager.update(entityOf(this.manager, t), where as Where, patch as ObjectLiteral));
    return result.affected ?? 0;
  }

  async delete<Row extends object>(t: Table<Row>, where: Partial<Row>): Promise<number> {
    const result = await this.manager.delete(entityOf(this.manager, t), where as Where);
    return result.affected ?? 0;
  }

  async lock(key: string): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
  }
}

async function translateConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new UniqueConflictError((error as { driverError?: { constraint?: string } }).driverError?.constraint);
    }
    throw error;
  }
}
