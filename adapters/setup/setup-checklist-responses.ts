import { ApiProperty } from '@nestjs/swagger';
import { SetupChecklist } from '../../application/setup/setup-checklist-service';
import { SetupItem, SetupItemId } from '../../domain/setup/setup-checklist';

const ITEM_IDS: SetupItemId[] = [
  'contact',
  'guide',
  'logo',
  'packages',
  'schedule',
  'reviewLinks',
  'claims',
  'payments',
  'messaging',
  'samples',
];

export class SetupItemDto implements SetupItem {
  @ApiProperty({ enum: ITEM_IDS, enumName: 'SetupItemId' })
  id!: SetupItemId;

  @ApiProperty({ example: 'Business phone and email' })
  title!: string;

  @ApiProperty()
  done!: boolean;

  @ApiProperty({
    example: 'Replace the sample business phone with yours: customers call and write to them.',
    description: 'What is left to do, or what was done once it is',
  })
  detail!: string;

  @ApiProperty({ example: '/content/page-content', description: 'The dashboard address where it is done' })
  link!: string;

  @ApiProperty({ description: 'The guide may mark it done as the site started with it (PUT .../confirmed)' })
  confirmable!: boolean;
}

export class SetupChecklistDto implements SetupChecklist {
  @ApiProperty({ type: [SetupItemDto] })
  items!: SetupItemDto[];

  @ApiProperty({ type: [Number], description: 'Reviews the site started with, still shown' })
  sampleReviewIds!: number[];

  @ApiProperty({ type: [Number], description: 'Catches the site started with, still shown' })
  sampleCatchIds!: number[];
}
