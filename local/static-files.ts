import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip } from 'node:zlib';

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

/**
 * Serves the built web app as CloudFront does: files as they are (Brotli or gzip when the
 * browser accepts it), hashed assets cached for a year, and index.html for any other path
 * so client routes (/saved-lists) load.
 */
export async function serveStatic(
  root: string,
  urlPath: string,
  requestHeaders: IncomingHttpHeaders,
  response: ServerResponse,
): Promise<void> {
  const requested = path.normalize(path.join(root, decodeURIComponent(urlPath)));
  const file = requested.startsWith(root) && (await isFile(requested)) ? requested : path.join(root, 'index.html');
  if (!(await isFile(file))) {
    response
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Web app not built: run npm run build:web');
    return;
  }
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const contentType = contentTypes[path.extname(file)] ?? 'application/octet-stream';
  const accepted = String(requestHeaders['accept-encoding'] ?? '');
  const encoding = !compressible.test(contentType)
    ? undefined
    : /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
  response.writeHead(200, {
    'content-type': contentType,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  const source = createReadStream(file);
  if (!encoding) await pipeline(source, response);
  else await pipeline(source, encoding === 'br' ? createBrotliCompress() : createGzip(), response);
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}
