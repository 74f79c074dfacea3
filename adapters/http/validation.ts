import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorBody } from './json-errors.filter';

/**
 * Bodies and queries are checked by their DTO's class-validator rules; the answer names each
 * field with its rule's message (the domain's *-rules.ts), and its `message` is the first of them (what a toast shows).
 */
export function validationPipe(): ValidationPipe {
  return new DepthSafeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    // Every rule runs: which failure a field reports is chosen below, not by decorator order.
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException(toErrorBody(errors)),
  });
}

export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

class DepthSafeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      // class-transformer and class-validator recurse through the value, so one nested deeper than
      // the stack overflows it: the client's doing (a 400), not a fault of the server (a 500).
      if (error instanceof RangeError) throw new BadRequestException(TOO_DEEP_MESSAGE);
      throw error;
    }
  }
}

/**
 * When a field breaks several rules, the most basic one speaks: a missing name is "required",
 * not "too long". class-validator runs a property's decorators bottom-up (and composed ones in
 * array order), so the order they are written in cannot be relied on; the kind of rule can.
 */
const RULE_PRIORITY = ['isDefined', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isNotEmpty', 'arrayMinSize', 'arrayNotEmpty'];

function mostBasic(constraints: Record<string, string>): string | undefined {
  const rules = Object.keys(constraints);
  const basic = RULE_PRIORITY.find((rule) => rules.includes(rule));
  return constraints[basic ?? rules[0]!];
}

export function toErrorBody(errors: ValidationError[], prefix = ''): ErrorBody {
  const fields: Record<string, string> = {};
  const visit = (list: ValidationError[], path: string) => {
    for (const error of list) {
      const field = path ? `${path}.${error.property}` : error.property;
      const message = error.constraints && Object.keys(error.constraints).length ? mostBasic(error.constraints) : undefined;
      if (message) fields[field] = message;
      if (error.children?.length) visit(error.children, field);
    }
  };
  visit(errors, prefix);
  const messages = Object.values(fields);
  return { message: messages[0] ?? 'The request is not valid', errors: fields };
}
