import { BadRequestException, Delete, HttpCode, applyDecorators, type PipeTransform } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Deleted } from '@flowershop/common/contracts';
import { RequireRole } from '../auth/require-role.decorator.js';
import { ApiAnswers, SERVICE_ERRORS } from '../openapi/error-responses.js';

/** Longest `:id` passed on to a service; real ids are far shorter. */
export const ID_MAX = 64;

/** `@Param('id', IdParamPipe)`: an over-long id is 400 before it reaches a service. */
export class IdParamPipe implements PipeTransform<string, string> {
  transform(id: string): string {
    if (id.length > ID_MAX) throw new BadRequestException('Invalid id');
    return id;
  }
}

/** The admin's `DELETE :id`, answering `{ deleted: true }`. */
export const AdminDelete = (summary: string) =>
  applyDecorators(
    Delete(':id'),
    RequireRole('admin'),
    HttpCode(200),
    ApiOperation({ summary }),
    ApiAnswers({ type: Deleted }, 400, 404, ...SERVICE_ERRORS),
  );
