import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** Longest `:id` passed on to a service; real ids are far shorter. */
export const ID_MAX = 64;

/** `@Param('id', IdParamPipe)`: an over-long id is 400 before it reaches a service. */
export class IdParamPipe implements PipeTransform<string, string> {
  transform(id: string): string {
    if (id.length > ID_MAX) throw new BadRequestException('Invalid id');
    return id;
  }
}
