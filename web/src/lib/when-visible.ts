/**
 * Resolves once the element with `id` is near the viewport. Used to load the code of a
 * below-the-fold section only when a visitor gets there: its pre-rendered HTML shows
 * meanwhile, and React hydrates it when the code arrives. Resolves at once where there is
 * nothing to wait for (pre-rendering, no IntersectionObserver).
 */
export function whenVisible(id: string, rootMargin = '400px'): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    // After a client-side navigation the section is committed a frame later.
    const find = (tries: number) => {
      const element = document.getElementById(id);
      if (!element) {
        if (tries > 0) requestAnimationFrame(() => find(tries - 1));
        else resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
    };
    find(30);
  });
}
