# Tricoach: the API and the built web app in one image (README, "PostgreSQL").
# Build: docker build -t tricoach .    Run with PostgreSQL: docker compose up (compose.yaml).
FROM node:20-bookworm-slim

WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

# Dependencies first: a code change does not reinstall them. The server runs TypeScript through
# tsx, and the build needs Vite, so the dev dependencies stay.
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build

# The embedded database (without DATABASE_URL) and backups live here, written by the node user.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
EXPOSE 3000
USER node
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "run", "serve"]
