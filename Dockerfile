# One image for the whole shop: the gateway (serving the built SPA) and the four services. The
# command picks the process: the default runs the gateway, and
#   node <flags> services/<catalog|orders|identity|messaging>/dist/src/main.js
# runs a service, and `node tools/demo-catalogue/dist/src/main.js` the one-shot demo seed
# (docker-compose.yml and k8s/ set it; the flags are PROCESS_NODE_FLAGS in
# libs/common/src/bootstrap/process-tuning.ts). Configuration comes from the environment (README,
# "Environment" and "Operations").
#
#   docker build -t flowershop .
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- manifests: the lockfile and every workspace's package.json, which `npm ci` reads -----------
# Alone first, so the dependency layers are rebuilt only when one of them changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# swagger-ui-dist pulls in a telemetry postinstall; keep it quiet.
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json .npmrc ./
COPY libs/common/package.json libs/common/
COPY services/gateway/package.json services/gateway/
COPY services/catalog/package.json services/catalog/
COPY services/orders/package.json services/orders/
COPY services/identity/package.json services/identity/
COPY services/messaging/package.json services/messaging/
COPY tools/demo-catalogue/package.json tools/demo-catalogue/
COPY frontend/package.json frontend/

# ---- build: every dependency, then `npm run build` (server code and the SPA) -------------------
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies of the server workspaces and the built code only ----------
# (The SPA's manifest stays: it keeps the lockfile's workspace list whole; its packages are not
# installed.)
FROM manifests AS runtime
ENV NODE_ENV=production
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace libs/common \
      --workspace services/gateway \
      --workspace services/catalog \
      --workspace services/orders \
      --workspace services/identity \
      --workspace services/messaging \
      --workspace tools/demo-catalogue \
 && npm cache clean --force
COPY --from=build /app/libs/common/dist libs/common/dist
COPY --from=build /app/services/gateway/dist/src services/gateway/dist/src
COPY --from=build /app/services/catalog/dist/src services/catalog/dist/src
COPY --from=build /app/services/catalog/assets services/catalog/assets
COPY --from=build /app/services/orders/dist/src services/orders/dist/src
COPY --from=build /app/services/identity/dist/src services/identity/dist/src
COPY --from=build /app/services/messaging/dist/src services/messaging/dist/src
COPY --from=build /app/services/messaging/templates services/messaging/templates
COPY --from=build /app/tools/demo-catalogue/dist/src tools/demo-catalogue/dist/src
COPY --from=build /app/frontend/dist frontend/dist
COPY deploy/healthcheck.mjs deploy/healthcheck.mjs

# Nothing is written under /app: DATA_DIR (used only by the embedded drivers) goes to /tmp, which
# Kubernetes mounts as an emptyDir under a read-only root filesystem. The gateway answers its probes
# on PORT (GET /api/health/live, /api/health/ready); a service on HEALTH_PORT (/health/live, /health/ready).
ENV STATIC_DIR=/app/frontend/dist \
    DATA_DIR=/tmp/flowershop \
    PORT=3000 \
    HEALTH_PORT=8081
# Memory (ADR 0012): glibc gives large freed blocks back (PROCESS_ENV in
# libs/common/src/bootstrap/process-tuning.ts); each process's Node flags are in its command
# (PROCESS_NODE_FLAGS there: the gateway's below, the services' in docker-compose.yml and k8s/).
ENV MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_ARENA_MAX=2
# The node image's unprivileged user, by number so that runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 3000 8081
HEALTHCHECK --interval=15s --timeout=6s --start-period=40s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=192", "--expose-gc", "services/gateway/dist/src/main.js"]
