import { useRef } from 'react';
import { render } from '@testing-library/react';
import { holdFramesAndIdlePeriods } from '@/test/held-frames';
import { useSlider } from './use-slider';

const started: { el: HTMLElement; options: object; destroy: ReturnType<typeof vi.fn> }[] = [];
vi.mock('swiper', () => ({
  default: class {
    destroy = vi.fn();
    autoplay = undefined;
    constructor(el: HTMLElement, options: object) {
      started.push({ el, options, destroy: this.destroy });
    }
    on() {}
  },
}));

const { frames, idlePeriods, run } = holdFramesAndIdlePeriods();
beforeEach(() => {
  started.length = 0;
});

function Slider() {
  const el = useRef<HTMLDivElement>(null);
  useSlider(el, () => ({ loop: true }));
  return <div ref={el} className="swiper" data-testid="slider" />;
}

describe('a home slider', () => {
  it('starts Swiper on the drawn markup a frame and an idle period after React committed it', async () => {
    const { getByTestId, unmount } = render(<Slider />);
    expect(started).toHaveLength(0);
    await run(frames);
    expect(started).toHaveLength(0);
    await run(idlePeriods);
    expect(started).toEqual([
      { el: getByTestId('slider'), options: { loop: true }, destroy: expect.any(Function) },
    ]);
    unmount();
    expect(started[0]!.destroy).toHaveBeenCalledWith(true, true);
  });

  it('never starts when it is gone before its idle period', async () => {
    const { unmount } = render(<Slider />);
    await run(frames);
    unmount();
    await run(idlePeriods);
    expect(started).toHaveLength(0);
  });
});
