import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiQuery, type SchemaObject } from '@nestjs/swagger';
import { dtoRef, dtoSchema } from './dto-schemas.js';

type DtoClass = Parameters<typeof dtoSchema>[0];

/** Documents each property of a validated query DTO as a query parameter. */
export function ApiQueryFrom(dto: DtoClass): MethodDecorator {
  const schema = dtoSchema(dto);
  const required = new Set(schema.required ?? []);
  return applyDecorators(
    ...Object.entries(schema.properties ?? {}).map(([name, property]) =>
      ApiQuery({ name, required: required.has(name), schema: property as SchemaObject }),
    ),
  );
}

/** A JSON body validated by `dto`. */
export function ApiJsonBody(dto: DtoClass): MethodDecorator {
  return applyDecorators(ApiConsumes('application/json'), ApiBody({ schema: dtoRef(dto) }));
}

export interface MultipartForm {
  /** Text parts: a validated DTO, optionally narrowed to some of its fields. */
  dto: DtoClass;
  fields?: readonly string[];
  /** File parts by name, with how many files each may repeat. */
  files: Record<string, { maxCount: number; description?: string }>;
  required?: readonly string[];
}

/** A multipart/form-data body: the DTO's text fields plus binary file parts. */
export function ApiMultipartBody(form: MultipartForm): MethodDecorator {
  const textFields = Object.entries(dtoSchema(form.dto).properties ?? {}).filter(
    ([name]) => !form.fields || form.fields.includes(name),
  );
  const binary: SchemaObject = { type: 'string', format: 'binary' };
  const fileParts = Object.entries(form.files).map(([name, { maxCount, description }]) => [
    name,
    maxCount === 1 ? { ...binary, description } : { type: 'array', items: binary, maxItems: maxCount, description },
  ]);
  const schema: SchemaObject = {
    type: 'object',
    properties: Object.fromEntries([...textFields, ...fileParts]),
    ...(form.required?.length && { required: [...form.required] }),
  };
  return applyDecorators(ApiConsumes('multipart/form-data'), ApiBody({ schema }));
}
