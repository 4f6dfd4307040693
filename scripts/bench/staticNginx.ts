// The physical limit of the site bench: nginx serving one page's HTML as a plain file, with the same
// top-level settings (workers, sendfile, keep-alive, access log, open-file cache) as the production
// topology, so the two differ only in the caching proxy.
import fs from 'node:fs';
import path from 'node:path';
import {
  commandPath,
  CPU_PLAN,
  LOOPBACK,
  onCleanup,
  onCpus,
  REPO_ROOT,
  run,
  waitForHttp,
} from './processes';

export const STATIC_FILE_NAME = 'page.html';
const NGINX_CONF_TEMPLATE = path.join(REPO_ROOT, 'deploy/nginx/nginx.conf.template');

function siteConf(port: number, root: string): string {
  // The same open-file cache as deploy/nginx/hirvonal.conf.template, so only the proxying differs.
  return `open_file_cache max=10000 inactive=30s;
open_file_cache_valid 1s;

server {
    listen ${LOOPBACK}:${port};
    server_tokens off;
    root ${root};
    location / {
        try_files $uri =404;
    }
}
`;
}

const STOP_POLL_MS = 100;
const STOP_TIMEOUT_MS = 10_000;

/** nginx's master removes its pid file when it has exited. */
async function waitUntilGone(file: string) {
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (fs.existsSync(file) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, STOP_POLL_MS));
  }
}

/** Starts nginx serving `html` at /page.html from runDir; returns the file's URL. Stopped at cleanup. */
export async function startStaticNginx(
  runDir: string,
  port: number,
  html: string,
): Promise<string> {
  const root = path.join(runDir, 'www');
  fs.mkdirSync(root, { recursive: true });
  fs.mkdirSync(path.join(runDir, 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(root, STATIC_FILE_NAME), html);
  fs.writeFileSync(path.join(runDir, 'hirvonal.conf'), siteConf(port, root));
  const conf = fs
    .readFileSync(NGINX_CONF_TEMPLATE, 'utf8')
    .replaceAll('@RUN_DIR@', runDir)
    // As root, nginx's workers would switch to `nobody`, who cannot read the private run directory.
    .replaceAll('@USER_DIRECTIVE@', process.getuid?.() === 0 ? 'user root;' : '');
  const confFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const nginx = commandPath('nginx');
  const args = ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', confFile];
  run(...onCpus(CPU_PLAN?.servers, nginx, args));
  onCleanup(async () => {
    run(nginx, [...args, '-s', 'quit']);
    await waitUntilGone(path.join(runDir, 'nginx.pid'));
  });
  const url = `http://${LOOPBACK}:${port}/${STATIC_FILE_NAME}`;
  await waitForHttp(url);
  return url;
}
