import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built SPA at `/`; any path outside `/api` falls back to index.html so that
 * deep links and reloads land on the right screen.
 */
@Module({})
export class SpaModule {
  static forRoot(staticDir: string | undefined): DynamicModule {
    if (!staticDir) return { module: SpaModule };
    if (!existsSync(join(staticDir, 'index.html'))) {
      new Logger('Spa').warn(`No built SPA in ${staticDir}: run "npm run build:web" (serving the API only)`);
      return { module: SpaModule };
    }
    return {
      module: SpaModule,
      imports: [
        ServeStaticModule.forRoot({
          rootPath: staticDir,
          exclude: ['/api/{*rest}'],
          serveStaticOptions: {
            // Hashed assets never change; index.html must always be revalidated.
            setHeaders: (response, path) => {
              const immutable = path.includes(`${join(staticDir, 'assets')}`);
              response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
            },
          },
        }),
      ],
    };
  }
}
