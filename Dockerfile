# GRO: one image serving the API (/api), the Strapi admin (/admin) and the web app (/).
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .nvmrc ./
COPY config/package.json config/
COPY packages/stripe-simulator/package.json packages/stripe-simulator/
COPY cms/package.json cms/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --workspace config --workspace packages/stripe-simulator --workspace cms --workspace web --include-workspace-root
COPY . .
ENV STRAPI_TELEMETRY_DISABLED=true NODE_ENV=production
# The cms build compiles against the Stripe simulator's types; then the simulator goes, its folder
# and its workspace link (which the prune keeps): production has no simulator.
RUN node scripts/start.mjs --build-only && npm prune --omit=dev --workspace config --workspace cms \
  && rm -rf packages/stripe-simulator node_modules/@gro/stripe-simulator

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true PORT=1337
COPY --from=build /app /app
RUN mkdir -p cms/public/uploads && chown -R node:node cms/public/uploads cms
USER node
EXPOSE 1337
WORKDIR /app/cms
CMD ["node", "../node_modules/@strapi/strapi/bin/strapi.js", "start"]
