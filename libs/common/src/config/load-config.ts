import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/** Raised when the environment does not describe a runnable service. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...describe(error.children ?? [])]);
}

/** Start-up fails fast with every problem listed, not on first use. */
export function loadConfig<T extends object>(
  ConfigClass: new () => T,
  env: Record<string, string | undefined> = process.env,
): T {
  const config = plainToInstance(
    ConfigClass,
    { ...env },
    { enableImplicitConversion: true, exposeDefaultValues: true },
  );
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${describe(errors).join('\n  - ')}`);
  }
  return config;
}

/** Makes a service's validated config class injectable everywhere in that service. */
@Module({})
export class ServiceConfigModule {
  static register<C extends object>(ConfigClass: new () => C, config: C): DynamicModule {
    return {
      module: ServiceConfigModule,
      global: true,
      providers: [{ provide: ConfigClass, useValue: config }],
      exports: [ConfigClass],
    };
  }
}
