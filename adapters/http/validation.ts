import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorBody } from './json-errors.filter';

/**
 * Bodies and queries are checked by their DTO's class-validator rules; the answer names each
 * field with the spec's message, and its `message` is the first of them (what a toast shows).
 */
export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(toErrorBody(errors)),
  });
}

export function toErrorBody(errors: ValidationError[], prefix = ''): ErrorBody {
  const fields: Record<string, string> = {};
  const visit = (list: ValidationError[], path: string) => {
    for (const error of list) {
      const field = path ? `${path}.${error.property}` : error.property;
      const first = error.constraints ? Object.values(error.constraints)[0] : undefined;
      if (first) fields[field] = first;
      if (error.children?.length) visit(error.children, field);
    }
  };
  visit(errors, prefix);
  const messages = Object.values(fields);
  return { message: messages[0] ?? 'The request is not valid', errors: fields };
}
