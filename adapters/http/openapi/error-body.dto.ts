import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error answer (json-errors.filter.ts), as the OpenAPI document shows it. */
export class ErrorBodyDto {
  @ApiProperty({ description: 'What went wrong, in words a visitor can read', example: 'Booking not found' })
  message!: string;

  @ApiPropertyOptional({
    description: "Field name -> that field's message; only on a 400 for a body or query that failed validation",
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'Please enter a valid email address', phone: 'Please enter a valid phone number' },
  })
  errors?: Record<string, string>;

  @ApiPropertyOptional({
    description: "The request's id, also in the X-Request-Id header and the server's log lines",
    example: '4f1c2a9e-8b7d-4c1e-9a51-2d3e4f5a6b7c',
  })
  requestId?: string;
}
