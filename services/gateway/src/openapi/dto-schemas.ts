import type { SchemaObject } from '@nestjs/swagger';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage.js';
import { getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { createRequire } from 'node:module';

// Request bodies and queries are described from the same class-validator metadata that
// validates them, so the contracts package needs no swagger decorators (ADR 0006).

// Node loads class-transformer's CommonJS build for our imports: its @Type() metadata lives there.
const { defaultMetadataStorage } = createRequire(import.meta.url)('class-transformer/cjs/storage.js') as {
  defaultMetadataStorage: MetadataStorage;
};

const SCHEMA_PREFIX = '#/components/schemas/';

const options = () => ({
  classValidatorMetadataStorage: getMetadataStorage(),
  classTransformerMetadataStorage: defaultMetadataStorage,
  refPointerPrefix: SCHEMA_PREFIX,
});

type DtoClass = abstract new (...args: never[]) => unknown;

/** A `$ref` to a validated DTO; the document build adds the schema itself. */
export function dtoRef(dto: DtoClass): { $ref: string } {
  return { $ref: `${SCHEMA_PREFIX}${dto.name}` };
}

/** One DTO's JSON schema, for decorators that need its properties (queries, multipart forms). */
export function dtoSchema(dto: DtoClass): SchemaObject {
  return targetConstructorToSchema(dto, options()) as SchemaObject;
}

function referencedNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => referencedNames(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_PREFIX)) {
        found.add(inner.slice(SCHEMA_PREFIX.length));
      } else referencedNames(inner, found);
    }
  }
  return found;
}

/**
 * Adds the schema of every DTO the document refers to (and of the DTOs those refer to).
 * A reference to something that is neither a swagger schema nor a validated DTO is a bug.
 */
export function addReferencedDtoSchemas(document: { components?: { schemas?: Record<string, unknown> } }): void {
  const all = validationMetadatasToSchemas(options()) as Record<string, SchemaObject>;
  const schemas = (document.components ??= {}).schemas ?? {};
  for (let missing = [...referencedNames(document)].filter((name) => !schemas[name]); missing.length;) {
    for (const name of missing) {
      if (!all[name]) throw new Error(`OpenAPI: no schema for "${name}" (not a class-validator DTO)`);
      schemas[name] = all[name];
    }
    missing = [...referencedNames(schemas)].filter((name) => !schemas[name]);
  }
  document.components.schemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}
