# Wabamun fishing tours: API server plus the public and admin web builds, in one image.
# The first admin, once the app runs (the image has no TypeScript compiler, so not `npm run user:create`):
#   docker compose exec app npm run user:create:built -- --username guide --role admin
# scripts/check-docker-runtime.sh repeats these stages without Docker: build, assemble, start, probe.

# ---- build: exactly the lockfile, dev dependencies included (tsc and vite), then the build ----
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies only, installed from the lockfile on their own ----
FROM node:24.21.0-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# ---- runtime: the build output, production dependencies and the files the server reads ----
FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --chown=node:node package.json package-lock.json ./
COPY --from=dependencies --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
# What the server serves and renders: config.webDist, adminDist and webRenderer (adapters/config).
COPY --from=build --chown=node:node /app/web/dist ./web/dist
COPY --from=build --chown=node:node /app/web/dist-server ./web/dist-server
COPY --from=build --chown=node:node /app/admin-web/dist ./admin-web/dist
# Read from the project root at run time: the seed's images and the common-password list.
COPY --chown=node:node adapters/seed/images ./adapters/seed/images
COPY --chown=node:node adapters/auth/common-passwords.txt adapters/auth/common-passwords.LICENSE ./adapters/auth/
# Created here and owned by node so that a fresh named volume mounted on /data is writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Alive, not ready: a database that is down makes /ready fail, and restarting the app would not
# bring it back (adapters/health). Orchestrators that route traffic probe /api/health/ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/adapters/main.js"]
