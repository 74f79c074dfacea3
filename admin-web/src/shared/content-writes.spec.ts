import { describe, expect, test } from '@jest/globals';
import { ApiError } from '@browser-kit/api/api';
import { failureToast, fieldErrorsFrom } from './content-writes';

const validation = (errors: unknown) => new ApiError(400, JSON.stringify({ message: 'Invalid', errors }), 'Bad Request');

describe('server answers in the editable lists', () => {
  test('field errors of a 400 answer, kept to the form’s fields', () => {
    const error = validation({ name: 'Package name is required', secret: 'x', price: 12 });
    expect(fieldErrorsFrom(error, ['name', 'price'] as const)).toEqual({ name: 'Package name is required' });
  });

  test('no field errors from anything but a 400 with an errors object', () => {
    expect(fieldErrorsFrom(new ApiError(409, JSON.stringify({ message: 'in use', errors: { name: 'x' } }), 'Conflict'), ['name'])).toEqual(
      {},
    );
    expect(fieldErrorsFrom(new ApiError(400, 'not json', 'Bad Request'), ['name'])).toEqual({});
    expect(fieldErrorsFrom(new Error('network'), ['name'])).toEqual({});
  });

  test('a failure toast carries the fixed title and the server’s reason when it gave one', () => {
    const inUse = new ApiError(409, JSON.stringify({ message: 'This package has 1 upcoming booking.' }), 'Conflict');
    expect(failureToast('Failed to delete package', inUse)).toEqual({
      title: 'Failed to delete package',
      description: 'This package has 1 upcoming booking.',
      variant: 'destructive',
    });
    expect(failureToast('Failed to add review', new Error('offline'))).toEqual({ title: 'Failed to add review', variant: 'destructive' });
  });
});
