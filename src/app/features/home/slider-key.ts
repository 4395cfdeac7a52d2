/**
 * A slider's React key from its slides. Swiper moves the slides React drew (its loop reorders
 * them), so React must never reconcile a running slider's slides: other slides (the catalogue
 * refetched with a change) mount another slider, and the old one is destroyed first.
 */
export const sliderKey = (slides: { _id: string }[]) => slides.map((s) => s._id).join(' ');
