import type { SchemaObject } from '@nestjs/swagger';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage.js';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import { ValidationTypes, getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { createRequire } from 'node:module';
import { SHOWN_TOTAL_MAX, SHOWN_TOTAL_PATTERN } from '@flowershop/common/contracts';
import { CARD_MESSAGE_MAX } from '@flowershop/common/shop-rules';

// Request bodies and queries are described from the same class-validator metadata that
// validates them, so the contracts package needs no swagger decorators (ADR 0006).

// Node loads class-transformer's CommonJS build for our imports: its @Type() metadata lives there.
const { defaultMetadataStorage } = createRequire(import.meta.url)('class-transformer/cjs/storage.js') as {
  defaultMetadataStorage: MetadataStorage;
};

const SCHEMA_PREFIX = '#/components/schemas/';

/** Schemas of our own validators whose value type TypeScript cannot reflect (unions). */
const CUSTOM_VALIDATOR_SCHEMAS: Record<string, SchemaObject> = {
  shownValue: {
    description: 'Shown to the shopper only; never trusted by the server',
    oneOf: [{ type: 'string', maxLength: 2048 }, { type: 'number' }],
    nullable: true,
  },
  shownTotal: {
    description:
      'The total the checkout showed, in dollars; when the catalogue prices the order otherwise, it is refused (409 ORDERS.PRICES_CHANGED)',
    oneOf: [
      { type: 'number', minimum: 0, maximum: SHOWN_TOTAL_MAX },
      { type: 'string', pattern: SHOWN_TOTAL_PATTERN.source },
    ],
  },
  cardMessage: {
    type: 'string',
    maxLength: CARD_MESSAGE_MAX,
    description: 'Optional gift card text; may span lines; trimmed, and left out when blank',
  },
};

const REFLECTED_TYPES = new Map<unknown, SchemaObject>([
  [String, { type: 'string' }],
  [Number, { type: 'number' }],
  [Boolean, { type: 'boolean' }],
]);

/** Our validators by name; others by the property's TypeScript type (as the library does). */
// Typed loosely: the library and @nestjs/swagger each have their own SchemaObject type.
const customValidation = (meta: ValidationMetadata): Record<string, never> => {
  const [constraint] = getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls);
  const known = constraint?.name ? CUSTOM_VALIDATOR_SCHEMAS[constraint.name] : undefined;
  if (known) return known as Record<string, never>;
  const type: unknown = Reflect.getMetadata(
    'design:type',
    (meta.target as abstract new () => unknown).prototype,
    meta.propertyName,
  );
  return (REFLECTED_TYPES.get(type) ?? {}) as Record<string, never>;
};

const options = () => ({
  classValidatorMetadataStorage: getMetadataStorage(),
  classTransformerMetadataStorage: defaultMetadataStorage,
  refPointerPrefix: SCHEMA_PREFIX,
  additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: customValidation },
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
