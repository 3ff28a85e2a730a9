# The shell's web server: its assets, the HTML of every page, /remotes.json and the /api proxy.
# Build from the repository root: docker build -f deploy/docker/web.Dockerfile -t cvbazaar/web:TAG .
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm install --no-audit --no-fund && npx nx build shell

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/shell/dist ./shell/dist
RUN find ./shell/dist -name '*.map' -delete
USER node
EXPOSE 3000
CMD ["node", "shell/dist/server/main.js"]
