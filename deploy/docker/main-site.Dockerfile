# The main-site host: its page, /config.json (where the tractors/infra remote lives) and the /api proxy.
# Build from the repository root: docker build -f deploy/docker/main-site.Dockerfile -t cvbazaar/main-site:TAG .
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm install --no-audit --no-fund && npx nx build main-site

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3200
WORKDIR /app
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/main-site/dist ./main-site/dist
USER node
EXPOSE 3200
CMD ["node", "main-site/dist/server/main.js"]
