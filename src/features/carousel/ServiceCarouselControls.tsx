/**
 * Controls for the home page's service cards. The cards are rendered on the server and arrive as
 * children; only the previous/next buttons and the keyboard handling hydrate. 1, 2 or 4 cards show at
 * viewport widths from 0, 600 and 1000 px (see the CSS in ServiceCarousel.astro).
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  /** Accessible name of the carousel region. */
  label: string;
  /** What a carousel is called in the page's language (its aria-roledescription). */
  kind: string;
  /** The buttons' names, in the language of the text around them. */
  previous: string;
  next: string;
  children?: ReactNode;
}

export default function ServiceCarousel({ label, kind, previous, next: nextLabel, children }: Props) {
  const [viewportRef, embla] = useEmblaCarousel({
    container: '.carousel__track',
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        prev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      }
    },
    [prev, next],
  );

  return (
    <section className="carousel" aria-roledescription={kind} aria-label={label} onKeyDown={onKeyDown}>
      <div className="carousel__viewport" ref={viewportRef}>
        {children}
      </div>
      <div className="carousel__controls">
        <button className="icon-button carousel__button" type="button" onClick={prev} disabled={!canPrev} aria-label={previous}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m15 6-6 6 6 6" />
          </svg>
        </button>
        <button className="icon-button carousel__button" type="button" onClick={next} disabled={!canNext} aria-label={nextLabel}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m9 6 6 6-6 6" />
          </svg>
        </button>
      </div>
    </section>
  );
}
