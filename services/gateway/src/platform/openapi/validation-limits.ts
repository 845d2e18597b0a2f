import type { SchemaObject } from '@nestjs/swagger';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage.js';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import { ValidationTypes, getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { createRequire } from 'node:module';
import { SHOWN_TOTAL_MAX, SHOWN_TOTAL_PATTERN } from '@flowershop/common/contracts';
import { CARD_MESSAGE_MAX } from '@flowershop/common/shop-rules';

// The swagger CLI plugin reads a contract class's types, `?` and comments from its source, but not
// a limit given by a named constant or by one of our own decorators: those are read from the
// class-validator rules that enforce them and added to what the plugin found (ADR 0016).

// Node loads class-transformer's CommonJS build for our imports: its @Type() metadata lives there.
const { defaultMetadataStorage } = createRequire(import.meta.url)('class-transformer/cjs/storage.js') as {
  defaultMetadataStorage: MetadataStorage;
};

/** Our validators whose accepted values a class property's type cannot say (unions, bounded text). */
const CUSTOM_VALIDATOR_SCHEMAS: Record<string, SchemaObject> = {
  shownValue: {
    description: 'Shown to the shopper only; never trusted by the server',
    oneOf: [{ type: 'string', maxLength: 2048 }, { type: 'number' }],
    nullable: true,
  },
  shownTotal: {
    oneOf: [
      { type: 'number', minimum: 0, maximum: SHOWN_TOTAL_MAX },
      { type: 'string', pattern: SHOWN_TOTAL_PATTERN.source },
    ],
  },
  cardMessage: { maxLength: CARD_MESSAGE_MAX },
};

// Typed loosely: the library and @nestjs/swagger each have their own SchemaObject type.
const customValidation = (meta: ValidationMetadata): Record<string, never> => {
  const [constraint] = getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls);
  return (CUSTOM_VALIDATOR_SCHEMAS[constraint?.name ?? ''] ?? {}) as Record<string, never>;
};

const RULE_OPTIONS = {
  classValidatorMetadataStorage: getMetadataStorage(),
  classTransformerMetadataStorage: defaultMetadataStorage,
  additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: customValidation },
};

/** What the rules say that the plugin's types do not. */
const RULE_KEYS = [
  ...['minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'format', 'minItems', 'maxItems'],
  ...['uniqueItems', 'enum', 'oneOf', 'nullable', 'description'],
] as const satisfies (keyof SchemaObject)[];

type PropertyMetadata = Record<string, unknown>;
type PluginMetadata = {
  '@nestjs/swagger': { models: [Promise<Record<string, unknown>>, Record<string, Record<string, PropertyMetadata>>][] };
};

function addRules(property: PropertyMetadata, rules: SchemaObject): void {
  for (const key of RULE_KEYS) if (rules[key] !== undefined) property[key] ??= rules[key];
  // The list a rule allows, in its order (the plugin lists a union type's members in its own).
  if (rules.enum) property.enum = rules.enum;
  // A rule on each entry of a list (`each: true`) speaks of the entries.
  if (rules.items && 'enum' in rules.items) Object.assign(property, { ...rules.items, isArray: true });
  if (rules.type === 'integer') property.type = 'integer';
  if (rules.oneOf) delete property.type;
}

/** The plugin's metadata with each class's validation limits added, for SwaggerModule.loadPluginMetadata. */
export function withValidationLimits(load: () => Promise<unknown>): () => Promise<PluginMetadata> {
  return async () => {
    const metadata = (await load()) as PluginMetadata;
    for (const [module, classes] of metadata['@nestjs/swagger'].models) {
      const exports = await module;
      for (const [name, properties] of Object.entries(classes)) {
        const rules = targetConstructorToSchema(exports[name] as new () => unknown, RULE_OPTIONS).properties ?? {};
        for (const [key, property] of Object.entries(properties)) {
          if (rules[key]) addRules(property, rules[key] as SchemaObject);
        }
      }
    }
    return metadata;
  };
}
