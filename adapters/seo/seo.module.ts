import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { SeoController } from './seo.controller';

@Module({ imports: [BlogModule], controllers: [SeoController] })
export class SeoModule {}
