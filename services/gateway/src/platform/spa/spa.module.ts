import { Inject, Injectable, Logger, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceClients } from '@flowershop/common/transport';
import { CatalogReadCache } from '../catalog-cache/catalog-read-cache.js';
import { GatewayConfig } from '../config/gateway.config.js';
import { allowedOrigins } from '../security/allowed-origins.js';
import { styleNonce } from '../security/security-headers.js';
import { isPageNavigation } from './page-navigation.js';
import { ProductPagePreload } from './product-page-preload.js';
import { builtPages } from './built-pages.js';
import { robotsTxt, sitemapXml } from './site-files.js';

const SPA_DIR = Symbol('SPA_DIR');

/**
 * Serves the built SPA at `/`. Files are served as they are; only a page navigation (a GET for
 * HTML on an extension-less path outside `/api`) falls back to index.html, so deep links and
 * reloads land on the right screen while a missing script, icon or image is a plain 404.
 *
 * Scripts, styles and SVGs are compressed once, at build time (frontend/vite.config.ts writes
 * `.br` and `.gz` beside them): express-static-gzip sends the variant the browser accepts (brotli
 * first) with Content-Encoding, `Vary: Accept-Encoding` and the original file's type, and the
 * file itself to a client that accepts neither. The page itself (index.html with a new CSP nonce
 * per response) is about 1 kB and is sent as it is.
 */
@Injectable()
class SpaServer implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost<ExpressAdapter>,
    @Inject(SPA_DIR) private readonly dir: string,
    private readonly config: GatewayConfig,
    private readonly catalogCache: CatalogReadCache,
    private readonly clients: ServiceClients,
  ) {}

  onModuleInit(): void {
    const http = this.adapterHost.httpAdapter;
    const assets = join(this.dir, 'assets');
    const pages = builtPages(this.dir);
    pages(); // a build without index.html fails the start, not the first visit
    const productPreload = new ProductPagePreload(this.catalogCache, this.clients);
    // Crawlers' files name the shop's first public origin (the Host header is the client's word).
    const [origin] = allowedOrigins(this.config);
    const robots = robotsTxt(origin);
    const sitemap = sitemapXml(origin);
    http.get('/robots.txt', (_request: Request, response: Response) => {
      response.setHeader('Cache-Control', 'no-cache');
      response.type('text/plain').send(robots);
    });
    http.get('/sitemap.xml', (_request: Request, response: Response) => {
      response.setHeader('Cache-Control', 'no-cache');
      response.type('application/xml').send(sitemap);
    });
    http.use(
      expressStaticGzip(this.dir, {
        index: false,
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        serveStatic: {
          index: false,
          // Hashed assets never change; everything else must be revalidated. `path` is the file
          // sent, so `assets/x.js.br` counts as `assets/x.js`.
          setHeaders: (response, path) =>
            response.setHeader(
              'Cache-Control',
              path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
            ),
        },
      }),
    );
    http.use((request: Request, response: Response, next: NextFunction) => {
      if (!isPageNavigation(request)) return next();
      const { index, preloadsFor } = pages();
      response.setHeader('Cache-Control', 'no-cache');
      // The page names its CSP style nonce, for the one inline <style> the SPA makes (toasts).
      const nonceTag = `<meta name="csp-nonce" content="${styleNonce(response)}" />`;
      // Replacer functions: a replacement string would read `$'`, `$\`` and `$&` in a product's name as patterns.
      const page = index.replace('<head>', () => `<head>\n    ${nonceTag}`);
      void productPreload.for(request.path).then((picture) => {
        const preloads = [preloadsFor(request.path), picture].filter(Boolean).join('\n    ');
        response.type('html').send(preloads ? page.replace('</head>', () => `  ${preloads}\n  </head>`) : page);
      }, next);
    });
  }
}

@Module({})
export class SpaModule {
  static forRoot(staticDir: string | undefined): DynamicModule {
    if (!staticDir) return { module: SpaModule };
    if (!existsSync(join(staticDir, 'index.html'))) {
      new Logger('Spa').warn(`No built SPA in ${staticDir}: run "npm run build:web" (serving the API only)`);
      return { module: SpaModule };
    }
    return { module: SpaModule, providers: [{ provide: SPA_DIR, useValue: staticDir }, SpaServer] };
  }
}
