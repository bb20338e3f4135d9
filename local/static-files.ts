import { createReadStream, type Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Text types worth compressing; images and fonts are compressed already. */
const compressible = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip';

/**
 * Compressed copies of the built files, made once per file version (path, size, mtime), as
 * CloudFront serves them compressed: Brotli at its maximum quality takes about a second for
 * the main chunk, far too slow per request.
 */
const compressedCopies = new Map<string, Promise<Buffer>>();

function compressedCopy(file: string, stats: Stats, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}:${stats.size}:${stats.mtimeMs}`;
  let copy = compressedCopies.get(key);
  if (!copy) {
    copy = readFile(file).then((content) =>
      encoding === 'br'
        ? brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          })
        : gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    );
    copy.catch(() => compressedCopies.delete(key));
    compressedCopies.set(key, copy);
  }
  return copy;
}

/** Compresses every compressible file of the build ahead of the first request (called at start). */
export async function precompressStatic(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !compressible.test(contentTypes[path.extname(file)] ?? '')) continue;
    const stats = await stat(file);
    // One at a time: the runtime shares the machine with the tests and the browser.
    await compressedCopy(file, stats, 'br');
    await compressedCopy(file, stats, 'gzip');
  }
}

/**
 * Serves the built web app as CloudFront does: files as they are (Brotli or gzip when the
 * browser accepts it, compressed once per file), hashed assets cached for a year, and
 * index.html for any other path so client routes (/saved-lists) load.
 */
export async function serveStatic(
  root: string,
  urlPath: string,
  requestHeaders: IncomingHttpHeaders,
  response: ServerResponse,
): Promise<void> {
  const requested = path.normalize(path.join(root, decodeURIComponent(urlPath)));
  const file = requested.startsWith(root) && (await isFile(requested)) ? requested : path.join(root, 'index.html');
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) {
    response
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Web app not built: run npm run build:web');
    return;
  }
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const contentType = contentTypes[path.extname(file)] ?? 'application/octet-stream';
  const accepted = String(requestHeaders['accept-encoding'] ?? '');
  const encoding: Encoding | undefined = !compressible.test(contentType)
    ? undefined
    : /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
  const body = encoding ? await compressedCopy(file, stats, encoding) : undefined;
  response.writeHead(200, {
    'content-type': contentType,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    'content-length': body ? body.length : stats.size,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (body) response.end(body);
  else await pipeline(createReadStream(file), response);
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}
