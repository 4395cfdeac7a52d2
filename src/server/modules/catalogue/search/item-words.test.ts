import type { Db } from '../../../db/client';
import { itemNaming, namesAnItem } from './item-words-repository';

/** A database whose subcategories read fails while `down` says so. */
function flakyDatabase(state: { down: boolean }): Db {
  const from = async () => {
    if (state.down) throw new Error('database down');
    return [{ id: 'phones', name: 'Smartphones' }];
  };
  return { select: () => ({ from }) } as unknown as Db;
}

describe("the words naming a subcategory's item", () => {
  it('are read again after a failed read, not failed for every search after it', async () => {
    const state = { down: true };
    const db = flakyDatabase(state);
    await expect(itemNaming(db, ['phone'], ['phones'])).rejects.toThrow('database down');
    state.down = false;
    expect((await itemNaming(db, ['phone'], ['phones']))('phones')).toBe(1);
    expect(await namesAnItem(db, 'mobile')).toBe(true);
  });
});
