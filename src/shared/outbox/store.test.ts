import 'fake-indexeddb/auto';
import { addRecord, dropOthers, nextToSend, noteAttempt, readRecords, removeSent } from './store';

const change = {
  area: 'chat' as const,
  kind: 'send' as const,
  payload: { sellerId: 's1', text: 'Is this available?', name: 'Asha' },
};

beforeEach(() => dropOthers(null));

describe('the outbox store', () => {
  it('notes a failed attempt on its record', async () => {
    const r = await addRecord(change, 'u1');
    await noteAttempt(r.id, 'offline');
    expect(await readRecords()).toEqual([{ ...r, attempts: 1, lastError: 'offline' }]);
  });

  it('a failed attempt noted after its record was sent or dropped leaves nothing behind', async () => {
    const r = await addRecord(change, 'u1');
    await removeSent([r.id]);
    await noteAttempt(r.id, 'offline');
    expect(await readRecords()).toEqual([]);
    expect(await nextToSend('u1', 10)).toEqual([]);
    await expect(dropOthers('u2')).resolves.toBeUndefined();
  });
});
