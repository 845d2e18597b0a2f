import { Module, type DynamicModule } from '@nestjs/common';

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
