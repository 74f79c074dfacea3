import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { AnyTable } from '../../application/ports/read-models';

/** The TypeORM entity registered for an application-level table name. */
export function entityOf(manager: EntityManager, t: AnyTable): EntityTarget<ObjectLiteral> {
  const metadata = manager.connection.entityMetadatas.find((m) => m.tableName === t.name);
  if (!metadata) throw new Error(`No entity is registered for table ${t.name}`);
  return metadata.target;
}
