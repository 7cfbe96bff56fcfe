import { haproxyConfig, serverName } from './topology';

/** compose.yaml's servers: three containers on port 3000, found by name through Docker's own DNS. */
export const COMPOSE_SERVERS = 3;
export const COMPOSE_SERVER_PORT = 3000;
export const DOCKER_DNS = '127.0.0.11:53';

/** deploy/haproxy.cfg, as compose.yaml mounts it (its test checks the file is this). */
export function composeHaproxyConfig(): string {
  const servers = Array.from({ length: COMPOSE_SERVERS }, (_, index) => ({ name: serverName(index), address: `${serverName(index)}:${COMPOSE_SERVER_PORT}` }));
  return haproxyConfig(`:${COMPOSE_SERVER_PORT}`, servers, { dnsServer: DOCKER_DNS });
}
