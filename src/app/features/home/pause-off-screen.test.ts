import type { Swiper as SwiperInstance } from 'swiper';
import { pauseAutoplayOffScreen } from './pause-off-screen';

describe('banner autoplay off screen', () => {
  it('pauses while the slider is out of view and resumes when it comes back', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const autoplay = { pause: vi.fn(), resume: vi.fn() };
    const swiper = { autoplay, destroyed: false, el: document.createElement('div') };
    const stop = pauseAutoplayOffScreen(swiper as unknown as SwiperInstance);
    report([{ isIntersecting: false }]);
    expect(autoplay.pause).toHaveBeenCalledTimes(1);
    report([{ isIntersecting: true }]);
    expect(autoplay.resume).toHaveBeenCalledTimes(1);
    stop();
    expect(disconnect).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
