# One server process with the dashboard it serves (compose.yaml runs three behind HAProxy).
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npx -y pnpm@10.34.9 install --frozen-lockfile \
 && npx pnpm@10.34.9 exec turbo run build --filter=@mk/server --filter=@mk/dashboard
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["node", "apps/server/dist/main.js"]
