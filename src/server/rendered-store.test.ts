import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RenderedStore } from './rendered-store';

let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'rendered-store-')), 'cards');
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

/** A drawing function that counts its calls. */
function counted(bytes: string) {
  const draw = vi.fn(async () => Buffer.from(bytes));
  return draw;
}

describe('a store of rendered files', () => {
  it('draws a key once, keeps it as a file, and answers it again without drawing', async () => {
    const store = new RenderedStore({ dir, extension: '.png', memoryBytes: 1024 });
    const draw = counted('card');
    expect((await store.get('abc', draw)).toString()).toBe('card');
    expect((await store.get('abc', draw)).toString()).toBe('card');
    expect(draw).toHaveBeenCalledTimes(1);
    expect(readdirSync(dir)).toEqual(['abc.png']);
  });

  it('answers from the disk after a restart (no memory), without drawing', async () => {
    await new RenderedStore({ dir, extension: '.png', memoryBytes: 0 }).get('abc', counted('card'));
    const restarted = new RenderedStore({ dir, extension: '.png', memoryBytes: 0 });
    const draw = counted('other');
    expect((await restarted.get('abc', draw)).toString()).toBe('card');
    expect(draw).not.toHaveBeenCalled();
  });

  it('draws once for several asking for the same key at the same time', async () => {
    const store = new RenderedStore({ dir, extension: '.png', memoryBytes: 0 });
    const draw = counted('card');
    const answers = await Promise.all([1, 2, 3].map(() => store.get('abc', draw)));
    expect(answers.map(String)).toEqual(['card', 'card', 'card']);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('refuses a key that could name a path, without drawing', async () => {
    const store = new RenderedStore({ dir, extension: '.png', memoryBytes: 0 });
    const draw = counted('card');
    for (const key of ['../secrets', 'a/b', 'ABC', '', '.hidden', 'a.b'])
      await expect(store.get(key, draw), key).rejects.toThrow('Not a rendered file key');
    expect(draw).not.toHaveBeenCalled();
  });

  it('draws again a file left empty (damaged), and leaves no temporary file behind', async () => {
    const store = new RenderedStore({ dir, extension: '.png', memoryBytes: 0 });
    await store.get('abc', counted('card'));
    writeFileSync(join(dir, 'abc.png'), '');
    const draw = counted('card');
    expect((await store.get('abc', draw)).toString()).toBe('card');
    expect(draw).toHaveBeenCalledTimes(1);
    expect(readdirSync(dir)).toEqual(['abc.png']);
  });

  it('still answers a drawing it could not write, and says why', async () => {
    // The folder's place is taken by a file: nothing can be written under it.
    writeFileSync(join(dir, '..', 'blocked'), '');
    const errors: unknown[] = [];
    const store = new RenderedStore({
      dir: join(dir, '..', 'blocked'),
      extension: '.png',
      memoryBytes: 0,
      onError: (error) => errors.push(error),
    });
    expect((await store.get('abc', counted('card'))).toString()).toBe('card');
    expect(errors.length).toBeGreaterThan(0);
  });

  it('keeps at most its byte budget in memory, dropping the least recently asked first', async () => {
    const store = new RenderedStore({ dir, extension: '.png', memoryBytes: 8 });
    await store.get('a', counted('aaaa'));
    await store.get('b', counted('bbbb'));
    await store.get('a', counted('never'));
    await store.get('c', counted('cccc'));
    // Memory holds a and c; b was dropped from memory and is read back from its file.
    rmSync(join(dir, 'a.png'));
    rmSync(join(dir, 'b.png'));
    const redraw = counted('drawn again');
    expect((await store.get('a', redraw)).toString()).toBe('aaaa');
    expect((await store.get('b', redraw)).toString()).toBe('drawn again');
    expect(redraw).toHaveBeenCalledTimes(1);
  });
});
