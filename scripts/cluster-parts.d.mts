/** nginx's binary, or null. */
export function nginxBinary(): string | null;
/** Writes `<dir>/nginx.conf` for a private nginx serving deploy/nginx/silai.conf on `listen` in front of `ports`. */
export function writeNginxConfig(dir: string, listen: number, ports: number[]): string;
export function ensureDatabase(url: string): Promise<void>;
export function checkRedis(url: string): Promise<void>;
