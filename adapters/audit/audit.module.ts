import { Module } from '@nestjs/common';
import { ContentChangesController } from './content-changes.controller';

@Module({ controllers: [ContentChangesController] })
export class AuditModule {}
