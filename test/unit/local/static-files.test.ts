import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressStatic, serveStatic } from '../../../local/static-files';

describe('local static files (the CloudFront stand-in)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  const script = `console.log(${JSON.stringify('lista de compras '.repeat(200))});`;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(path.join(root, 'assets', 'index-abc.js'), script);
    await precompressStatic(root);
    server = http.createServer((request, response) => {
      void serveStatic(root, new URL(request.url!, 'http://x').pathname, request.headers, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  function get(urlPath: string, acceptEncoding: string) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('answers /robots.txt with the file, not the app shell', async () => {
    const { headers, body } = await get('/robots.txt', '');
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(body.toString()).toBe('User-agent: *\nAllow: /\n');
  });

  it('serves a hashed asset Brotli- or gzip-compressed, as the browser accepts, and cached for a year', async () => {
    const brotli = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await get('/assets/index-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('answers client routes with index.html', async () => {
    const { headers, body } = await get('/saved-lists', '');
    expect(headers['cache-control']).toBe('no-cache');
    expect(body.toString()).toContain('<title>app</title>');
  });
});
