import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../shared/tokens';
import { RetentionPeriodsDto } from './retention-responses';

/** What the privacy policy states about keeping personal information, read from the configuration the jobs use. */
@ApiTags('privacy')
@Controller('api/privacy')
export class PrivacyController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('retention')
  @Access('public')
  @ApiOperation({ summary: 'How long chats, messages and the sign-in log are kept before the retention jobs delete them' })
  @ApiOkResponse({ type: RetentionPeriodsDto })
  retention(): RetentionPeriodsDto {
    const { chatDays, messageDays, signInLogDays } = this.config.retention;
    return { chatDays, messageDays, signInLogDays };
  }
}
