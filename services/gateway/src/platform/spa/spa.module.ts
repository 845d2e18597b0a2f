import { Inject, Injectable, Logger, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ExpressAdapter } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { ServiceClients } from '@flowershop/common/transport';
import { CatalogReadCache } from '../catalog-cache/catalog-read-cache.js';
import { GatewayConfig } from '../config/gateway.config.js';
import { allowedOrigins } from '../config/address-lists.js';
import { styleNonce } from '../security/security-headers.js';
import { ProductPagePreload } from './product-page-preload.js';
import { builtPages } from './built-pages.js';
import { robotsTxt, sitemapXml } from './site-files.js';

const SPA_DIR = Symbol('SPA_DIR');

/** A browser loading a page: scripts, images, icons and API clients never get index.html instead. */
function isPageNavigation(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.path === '/api' || request.path.startsWith('/api/')) return false;
  return extname(request.path) === '' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Files as they are (compressed at build time: `.br`, `.gz` beside them), index.html for page
 * navigations only; the page (a new CSP nonce each time) is about 1 kB and is sent as it is.
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
    const siteFiles = [
      ['/robots.txt', 'text/plain', robotsTxt(origin)],
      ['/sitemap.xml', 'application/xml', sitemapXml(origin)],
    ];
    for (const [path, type, text] of siteFiles) {
      http.get(path, (_request: Request, response: Response) => {
        response.setHeader('Cache-Control', 'no-cache');
        response.type(type).send(text);
      });
    }
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
