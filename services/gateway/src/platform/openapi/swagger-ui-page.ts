// No inline script or style, for the gateway's CSP (script-src 'self', style-src 'self'): only
// swagger-ui-dist's files and the initializer below, all from the same origin.

export const DOCS_PATH = '/api/docs';
export const DOCS_JSON_PATH = '/api/docs-json';
export const DOCS_INITIALIZER = `${DOCS_PATH}/swagger-initializer.js`;

export const SWAGGER_UI_HTML = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Flower shop API</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
    <link rel="stylesheet" href="${DOCS_PATH}/index.css" />
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/swagger-ui-standalone-preset.js"></script>
    <script src="${DOCS_INITIALIZER}"></script>
  </body>
</html>
`;

export const SWAGGER_UI_INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${DOCS_JSON_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    withCredentials: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
});
`;
