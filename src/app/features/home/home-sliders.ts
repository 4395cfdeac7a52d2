/** Home's two sliders, one chunk: their code waits for the first use or the loop (home-parts.ts). */
export { BannerSlider } from './banner-slider';
export { CategoryStrip } from './category-strip';
