import { MAX_CLIENTS, RenderBudget } from './render-budget';

describe('RenderBudget', () => {
  it('allows its burst at once, then as many a second as it was given', () => {
    let now = 0;
    const budget = new RenderBudget(2, 3, () => now);
    const take = (client: string) => budget.take(client, 'catalogue');
    expect([take('a'), take('b'), take('c'), take('d')]).toEqual([true, true, true, false]);
    now += 500; // one more render's worth
    expect([take('e'), take('f')]).toEqual([true, false]);
  });

  it('never holds more than its burst, however long it was idle', () => {
    let now = 0;
    const budget = new RenderBudget(2, 3, () => now);
    const take = (client: string) => budget.take(client, 'catalogue');
    now += 60_000;
    expect([take('a'), take('b'), take('c'), take('d')]).toEqual([true, true, true, false]);
  });

  it('gives one address its own share, never the whole budget: another still gets renders', () => {
    let now = 0;
    const budget = new RenderBudget(4, 16, () => now);
    const flood = Array.from({ length: 20 }, () => budget.take('10.0.0.1', 'made-up'));
    expect(flood.filter(Boolean)).toHaveLength(8);
    expect(budget.take('10.0.0.2', 'catalogue')).toBe(true);
    expect(budget.take('10.0.0.3', 'made-up')).toBe(true);
    // The flooding address refills at its own share of the rate.
    now += 1000;
    expect([budget.take('10.0.0.1', 'made-up'), budget.take('10.0.0.1', 'made-up')]).toEqual([
      true,
      false,
    ]);
  });

  it('keeps part of the budget for catalogue pages while made-up ones are refused', () => {
    const budget = new RenderBudget(4, 16, () => 0);
    // Many addresses, each within its share, spend down to the part kept for catalogue pages.
    const madeUp = Array.from({ length: 30 }, (_, i) => budget.take(`10.0.1.${i}`, 'made-up'));
    expect(madeUp.filter(Boolean)).toHaveLength(12);
    expect(budget.take('10.0.2.1', 'made-up')).toBe(false);
    const catalogue = Array.from({ length: 6 }, (_, i) => budget.take(`10.0.2.${i}`, 'catalogue'));
    expect(catalogue).toEqual([true, true, true, true, false, false]);
  });

  it('remembers a bounded number of addresses', () => {
    const budget = new RenderBudget(4, 16, () => 0);
    for (let i = 0; i < MAX_CLIENTS + 50; i++) budget.take(`client-${i}`, 'made-up');
    expect(budget.clientsRemembered).toBe(MAX_CLIENTS);
  });
});
