# Souq's production image: the compiled server run by plain `node`, with the server's production
# dependencies only, as a user without privileges. compose.yaml runs it behind a reverse proxy
# with PostgreSQL, Redis and object storage (README, "Containers").
#   docker build -t souq .
# The Node version is the one of .nvmrc, which CI tests on (a test checks that they agree).

# Build: every dependency (the compilers too), then the web app and the server into /srv/souq.
FROM node:24.22.3-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build-production.mjs /srv/souq

# The server's production dependencies, from the manifests alone: a change of code keeps this
# layer. The web app's packages are bundled into its build, so only the API workspace's.
FROM node:24.22.3-bookworm-slim AS dependencies
WORKDIR /srv/souq
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --workspace @souq/api --no-audit --no-fund && npm cache clean --force

FROM node:24.22.3-bookworm-slim
ENV NODE_ENV=production
WORKDIR /srv/souq
COPY --from=dependencies /srv/souq ./
COPY --from=build /srv/souq ./
# DATA_DIR (./data): the pictures the seed draws, and uploads without S3_ENDPOINT.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# Alive (GET /api/health); load balancers ask GET /api/ready. The first start seeds the
# database and draws its pictures, hence the start period.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server/server.mjs"]
