import { describe, expect, test } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, validate } from 'class-validator';
import { BadRequestException } from '@nestjs/common';
import { TOO_DEEP_MESSAGE, toErrorBody, validationPipe } from './validation';

class Written {
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(5, { message: 'Name is too long' })
  name!: string;

  @IsInt({ message: 'Rating must be a whole number' })
  @Min(1, { message: 'Rating too low' })
  @Max(5, { message: 'Rating too high' })
  rating!: number;
}

const answer = async (body: object) => toErrorBody(await validate(plainToInstance(Written, body)));

describe('which rule a field reports', () => {
  test('a missing field is reported as required / of the wrong type, not as too long or out of range', async () => {
    expect(await answer({})).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required', rating: 'Rating must be a whole number' },
    });
  });

  test('a present field reports the rule it breaks', async () => {
    expect((await answer({ name: 'Bartholomew', rating: 9 })).errors).toEqual({ name: 'Name is too long', rating: 'Rating too high' });
    expect((await answer({ name: '', rating: 0 })).errors).toEqual({ name: 'Name is required', rating: 'Rating too low' });
    expect((await answer({ name: 'Al', rating: 3 })).errors).toEqual({});
  });
});

describe('a body nested deeper than the stack', () => {
  test('is refused as a bad request (400), not answered as a server error', async () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const checking = validationPipe().transform({ name: 'Al', rating: 3, extra: deep }, { type: 'body', metatype: Written });
    await expect(checking).rejects.toThrow(BadRequestException);
    await expect(checking).rejects.toMatchObject({ status: 400, message: TOO_DEEP_MESSAGE });
  });
});
