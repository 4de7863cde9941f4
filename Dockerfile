# Production image: builds the site (Vite) and the admin (Next), runs the express server.
# Node 24 LTS, the major the project pins for its own scripts and tests (package.json engines,
# .nvmrc; docs/decisions/0023-node-24-from-the-registry.md).
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 \
    NODE_OPTIONS="--no-deprecation"
COPY package.json package-lock.json ./
# The server runs bundled (dist/, npm run build:server); tsx stays a production dependency for
# the seed, backup and restore scripts.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/.next ./.next
COPY --from=build /app/frontend/dist ./frontend/dist
COPY --from=build /app/dist ./dist
COPY . .
RUN mkdir -p media && chown -R node:node media
USER node
EXPOSE 3000
CMD ["node", "dist/server.js"]
