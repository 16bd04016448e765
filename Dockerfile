# The logo origin and the `logos` CLI as one image: `docker run … serve` (the default), `… build`, `… usage ingest`.
# NODE_IMAGE is any Debian-based Node 20 image (the public slim one by default; docs/deployment-kit.md shows one
# made offline from Debian packages and the machine's Node 20).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# better-sqlite3 and sharp ship prebuilt binaries for x64 and arm64; the toolchain builds them on any other platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# The typed client is a workspace of the root package; npm ci needs its manifest to match the lock file.
COPY clients/js/package.json clients/js/
# The project's own `prepare` (the build) needs the sources, which come in the next stage; the packages' install
# scripts run here through `npm rebuild`.
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts \
 && npm rebuild

FROM ${NODE_IMAGE} AS app
ARG VERSION=0.1.0
LABEL org.opencontainers.image.title="logos" \
      org.opencontainers.image.description="Brand logo service: static-first pipeline, Hono origin, CLI" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.licenses="UNLICENSED" \
      org.opencontainers.image.documentation="docs/deployment-kit.md" \
      org.opencontainers.image.base.name="${NODE_IMAGE}"
# Monograms are SVG text drawn in DejaVu Sans (pipeline/monogram.ts); without a font they render as empty boxes.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates fontconfig fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /data --no-create-home logos \
 && mkdir -p /data \
 && chown logos:logos /data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The CLI and the render process bundled into dist/ once here (npm run build), not at every start.
RUN npm run build \
 && node cli/logos.js --help > /dev/null

# BEGIN settings (generated from server/config/index.ts by `npm run env:example`; every setting has its default here)
ENV PORT="8080" \
    HOST="0.0.0.0" \
    DATA_DIR="/data" \
    CACHE_MAX_BYTES="67108864" \
    SOURCE_CACHE_MAX_BYTES="33554432" \
    ASSET_CACHE_MAX_BYTES="33554432" \
    LOG_LEVEL="info" \
    ACCESS_CONTROL="true" \
    TRUSTED_ORIGINS="" \
    LOCAL_ACCESS="true" \
    COMPAT_HOSTS="" \
    TRUST_PROXY="" \
    CATALOG_POLL="60" \
    S3_REGION="us-east-1" \
    S3_FORCE_PATH_STYLE="false" \
    DISCOVERY="true" \
    DISCOVERY_CONCURRENCY="2" \
    DISCOVERY_POLL_MS="5000" \
    DISCOVERY_THRESHOLD="0.6" \
    DISCOVERY_QUEUE_MAX="10000" \
    DISCOVERY_CLIENT_QUOTA="60" \
    DISCOVERY_FAILURE_COOLDOWN_S="900" \
    DISCOVERY_NOT_FOUND_RETRY_S="86400" \
    DISCOVERY_MAX_BACKOFF_S="2592000" \
    DISCOVERY_RECHECK_DAYS="30" \
    DISCOVERY_CONNECT_TIMEOUT_MS="3000" \
    DISCOVERY_REQUEST_TIMEOUT_MS="8000" \
    DISCOVERY_DOMAIN_TIMEOUT_MS="30000" \
    DISCOVERY_MAX_BYTES="2097152" \
    DISCOVERY_MAX_PIXELS="16777216" \
    DISCOVERY_MAX_REDIRECTS="3" \
    DISCOVERY_MAX_REQUESTS="40" \
    DISCOVERY_MAX_CANDIDATES="16" \
    DISCOVERY_RUN_CPU_MS="10000" \
    DISCOVERY_RUN_MEMORY_MB="256" \
    DISCOVERY_ALLOW="" \
    DISCOVERY_RESOLVE="" \
    DISCOVERY_RESOLVE_STRICT="false" \
    DISCOVERY_DNS_SERVERS="" \
    DISCOVERY_SITE_URL="https://{domain}/" \
    DISCOVERY_GITHUB_URL="https://github.com" \
    DISCOVERY_X_URL="https://x.com" \
    DISCOVERY_LINKEDIN_URL="https://www.linkedin.com" \
    DISCOVERY_FACEBOOK_URL="https://graph.facebook.com" \
    DISCOVERY_INSTAGRAM_URL="https://www.instagram.com" \
    DISCOVERY_YOUTUBE_URL="https://www.youtube.com" \
    DISCOVERY_USER_AGENT="logos-discovery/0.1 (+https://github.com/)" \
    RENDER_PROCESSES="1" \
    RENDER_DEADLINE_MS="10000" \
    RENDER_QUEUE_MAX="8" \
    RENDER_FAILURE_TTL_S="900" \
    RENDER_RECYCLE_AFTER="500" \
    WEBHOOK_CA_FILE="" \
    WEBHOOK_ALLOW="" \
    WEBHOOK_PORTS="" \
    WEBHOOK_TIMEOUT_MS="10000" \
    WEBHOOK_RETRY_S="60" \
    WEBHOOK_MAX_BACKOFF_S="21600" \
    WEBHOOK_MAX_ATTEMPTS="8" \
    REPORTS_PER_BRAND_PER_DAY="5" \
    REPORT_CONFIRMATIONS="2" \
    GRAVATAR="true" \
    GRAVATAR_BASE_URL="https://gravatar.com" \
    GRAVATAR_TIMEOUT_MS="3000" \
    GRAVATAR_TTL_S="3600" \
    SIGNUP="false" \
    STOREFRONT="true" \
    FALLBACK_URLS="true" \
    PUBLIC_URL="" \
    CHECKPOINT_INTERVAL="30" \
    SHUTDOWN_TIMEOUT="10" \
    ADMIN_EMAILS="" \
    OVERRIDES_POLL="30" \
    SESSION_TTL="12h" \
    ORIGIN_CLAIM_TTL="7d"
# END settings

USER logos
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "--max-semi-space-size=4", "cli/logos.js"]
CMD ["serve"]
