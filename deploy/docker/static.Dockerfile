# One generic static image for a remote (or every remote): nginx serving a build folder as a CDN would.
# docker build -f deploy/docker/static.Dockerfile --build-arg REMOTE=mfe-trucks -t cvbazaar/mfe-trucks:TAG .
FROM node:22-bookworm-slim AS build
ARG REMOTE
WORKDIR /src
COPY . .
RUN npm install --no-audit --no-fund && npx nx build ${REMOTE} && find ${REMOTE}/dist -name '*.map' -delete \
  && mkdir -p /out && cp -r ${REMOTE}/dist /out/${REMOTE}

FROM nginx:1.27-alpine
COPY deploy/docker/nginx-static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /out/ /usr/share/nginx/html/
EXPOSE 8080
