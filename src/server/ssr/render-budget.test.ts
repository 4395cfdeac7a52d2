import { RenderBudget } from './render-budget';

describe('RenderBudget', () => {
  it('allows its burst at once, then as many a second as it was given', () => {
    let now = 0;
    const budget = new RenderBudget(2, 3, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now += 500; // one more render's worth
    expect([budget.take(), budget.take()]).toEqual([true, false]);
  });

  it('never holds more than its burst, however long it was idle', () => {
    let now = 0;
    const budget = new RenderBudget(2, 3, () => now);
    now += 60_000;
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
