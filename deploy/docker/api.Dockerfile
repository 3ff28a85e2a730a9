# The API: Fastify bundle (api/dist/main.js) with its runtime packages and the drizzle migrations.
# Build from the repository root: docker build -f deploy/docker/api.Dockerfile -t cvbazaar/api:TAG .
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY libs ./libs
COPY api ./api
COPY shell/package.json ./shell/package.json
COPY tools ./tools
RUN npm install --no-audit --no-fund --ignore-scripts=false
RUN npm run -w api build

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/api/dist ./api/dist
COPY --from=build /src/api/drizzle ./api/drizzle
# Source maps stay in the build stage: nothing in the image serves or needs them.
RUN rm -f ./api/dist/*.map
USER node
EXPOSE 4000
CMD ["node", "api/dist/main.js"]
