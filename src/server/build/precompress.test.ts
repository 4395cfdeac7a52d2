import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from './precompress';

const script = 'export const greeting = "namaste";\n'.repeat(200);

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text files above 1 KB that decode to the original', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app-1234abcd.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>shop</p>'.repeat(200)}`);

    const result = await precompressDirectory(dir);

    const js = join(dir, 'assets', 'app-1234abcd.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(result.files).toBe(2);
    expect(result.brotliBytes).toBeLessThan(result.bytes / 10);
  });

  it('leaves small files, pictures and source maps alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dir, 'small.js'), 'export {};');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, 'app.js.map'), script);

    const result = await precompressDirectory(dir);

    expect(result.files).toBe(0);
    for (const name of ['small.js', 'icon.png', 'app.js.map']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
