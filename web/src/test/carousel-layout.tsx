import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';
import { ServiceCarousel } from '../components/service-carousel';
import { SERVICES } from '../content/services';
import { CAROUSEL } from '../page-script/attributes';

/** A card's width in the pretend layout. */
export const CARD = 300;

/**
 * The service carousel as pre-rendered, put into this document with a layout of `inView`
 * cards in view: the test DOM lays nothing out and does not scroll, so the row's geometry
 * and scrolling are played here. An instant scroll is there at once; a smooth one gets
 * where it is going on `settle()`, which ends with the browser's `scrollend`. Taken away
 * when the test ends.
 */
export function layOutCarousel({ inView = 1, reducedMotion = false } = {}) {
  onTestFinished(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
        media: query,
      }) as MediaQueryList,
  );
  document.body.innerHTML = renderToString(<ServiceCarousel services={SERVICES} />);
  const track = document.querySelector<HTMLElement>(`[${CAROUSEL.track}]`)!;
  [...track.children].forEach((slot, index) =>
    Object.defineProperty(slot, 'offsetLeft', { value: index * CARD }),
  );
  Object.defineProperty(track, 'clientWidth', { value: inView * CARD });
  let left = 0;
  Object.defineProperty(track, 'scrollLeft', { get: () => left });
  const scrolls: ScrollToOptions[] = [];
  track.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options);
    if (options.behavior === 'instant') left = options.left ?? left;
  }) as typeof track.scrollTo;
  return {
    track,
    scrolls,
    /** The title of the first card in view, from where the row is scrolled to. */
    firstInView: () => SERVICES[Math.round(left / CARD)]?.title,
    settle: () => {
      left = scrolls.at(-1)?.left ?? left;
      track.dispatchEvent(new Event('scrollend'));
    },
  };
}
