import { ApiProperty, ApiPropertyOptions, getSchemaPath } from '@nestjs/swagger';
import { ContentAction, ContentChangeRow } from '../../application/audit/content-changes';
import { FieldChange } from '../../application/shared/field-changes';
import { Actor } from '../../domain/shared/actor';

type ActorOf<Kind extends Actor['kind']> = Extract<Actor, { kind: Kind }>;

export class VisitorActorDto implements ActorOf<'visitor'> {
  @ApiProperty({ enum: ['visitor'] })
  kind!: 'visitor';
}

export class CustomerActorDto implements ActorOf<'customer'> {
  @ApiProperty({ enum: ['customer'] })
  kind!: 'customer';

  @ApiProperty({
    enum: ['manage_link', 'waitlist_link'],
    description: 'How the customer acted: through the manage link of their confirmation, or the link of their waitlist entry',
  })
  via!: 'manage_link' | 'waitlist_link';
}

export class UserActorDto implements ActorOf<'user'> {
  @ApiProperty({ enum: ['user'] })
  kind!: 'user';

  @ApiProperty({ example: 'guide' })
  username!: string;

  @ApiProperty({ description: 'The role when the change was made', example: 'admin' })
  role!: string;
}

export class SystemActorDto implements ActorOf<'system'> {
  @ApiProperty({ enum: ['system'] })
  kind!: 'system';

  @ApiProperty({ example: 'seed' })
  process!: string;
}

const ACTOR_MODELS = [VisitorActorDto, CustomerActorDto, UserActorDto, SystemActorDto];

/** A field's value is whatever JSON the record holds there. */
const JSON_VALUE = {
  nullable: true,
  anyOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'object', additionalProperties: true },
    { type: 'array', items: {} },
  ],
} satisfies ApiPropertyOptions;

export class FieldChangeDto implements FieldChange {
  @ApiProperty({ ...JSON_VALUE, description: 'The value before; null when the record did not exist', example: 'Pike Adventure' })
  from!: unknown;

  @ApiProperty({ ...JSON_VALUE, description: 'The value after; null when the record was deleted', example: 'Pike Adventure (Full Day)' })
  to!: unknown;
}

const ACTIONS: readonly ContentAction[] = ['created', 'updated', 'deleted'];

export class ContentChangeDto implements ContentChangeRow {
  @ApiProperty({ type: 'integer', example: 118 })
  id!: number;

  @ApiProperty({
    description: 'packages, reviews, catches, site-content, blog-posts, media, waiver-terms or message-templates',
    example: 'packages',
  })
  area!: string;

  @ApiProperty({ description: "The record's id (site content: section.key; message templates: the key)", example: '2' })
  recordId!: string;

  @ApiProperty({ enum: ACTIONS })
  action!: ContentAction;

  @ApiProperty({
    oneOf: ACTOR_MODELS.map((model) => ({ $ref: getSchemaPath(model) })),
    discriminator: {
      propertyName: 'kind',
      mapping: {
        visitor: getSchemaPath(VisitorActorDto),
        customer: getSchemaPath(CustomerActorDto),
        user: getSchemaPath(UserActorDto),
        system: getSchemaPath(SystemActorDto),
      },
    },
  })
  actor!: VisitorActorDto | CustomerActorDto | UserActorDto | SystemActorDto;

  @ApiProperty({ type: Date })
  at!: Date;

  @ApiProperty({
    type: 'object',
    description: 'Field name -> its value before and after (bookkeeping fields left out)',
    additionalProperties: { $ref: getSchemaPath(FieldChangeDto) },
  })
  changes!: Record<string, FieldChangeDto>;
}

/** Reached only through $ref, so the controller lists them with @ApiExtraModels. */
export const CONTENT_CHANGE_MODELS = [...ACTOR_MODELS, FieldChangeDto];
