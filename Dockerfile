# Wabamun fishing tours: API server plus the public and admin web builds, in one image.
# The first admin, once the app runs (the image has no TypeScript compiler, so not `npm run user:create`):
#   docker compose exec app npm run user:create:built -- --username guide --role admin

# ---- build: full install (dev dependencies are needed for tsc and vite), build, then prune ----
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# npm install, not npm ci: the lockfile omits other platforms' optional binaries (see STACK-NOTES).
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: the built tree with production dependencies only ----
FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Created here and owned by node so that a fresh named volume mounted on /data is writable.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready, not just alive: the database answers and the outbox keeps up (adapters/health).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/adapters/main.js"]
