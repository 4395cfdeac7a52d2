import { BoundedKeyMap, HeldPerKey } from './per-key';

describe('BoundedKeyMap', () => {
  it('forgets the least recently set key past its capacity', () => {
    const map = new BoundedKeyMap<number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3); // a is now the most recent
    map.set('c', 4);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(3);
    expect(map.get('c')).toBe(4);
    expect(map.size).toBe(2);
  });

  it('does not make a key recent by reading it', () => {
    const map = new BoundedKeyMap<string>(2);
    map.set('a', 'first');
    map.set('b', 'second');
    expect(map.get('a')).toBe('first');
    map.set('c', 'third');
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBe('second');
  });

  it('stays at its capacity under a flood of keys', () => {
    const map = new BoundedKeyMap<number>(100);
    for (let i = 0; i < 5000; i++) map.set(`198.18.${i >> 8}.${i & 255}`, i);
    expect(map.size).toBe(100);
    expect(map.get('198.18.19.135')).toBe(4999);
  });

  it('forgets a deleted key', () => {
    const map = new BoundedKeyMap<number>(2);
    map.set('a', 1);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });
});

describe('HeldPerKey', () => {
  it('counts what each key holds and forgets a key that holds nothing', () => {
    const held = new HeldPerKey();
    const first = held.hold('a');
    const second = held.hold('a');
    held.hold('b');
    expect(held.held('a')).toBe(2);
    first();
    first(); // a second call gives back nothing more
    expect(held.held('a')).toBe(1);
    second();
    expect(held.held('a')).toBe(0);
    expect(held.size).toBe(1);
  });
});
