import type { Brand, Division } from '@casa/core';
import { useDivisionBrands } from '@casa/api-client';
import { type CSSProperties, type RefObject, type TransitionEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icon.js';
import { WIDGETS } from '../../config/widgets.js';
import { useLang } from '../../lib/lang.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { BrandModal } from './brand-modal.js';
import styles from './brands-carousel.module.css';
import { TEXTS } from './texts.js';

const MIN_ITEM_WIDTH = 176;

/** Item width so that one copy of the list is at least as wide as the carousel (no gap ever shows). */
export function carouselItemWidth(containerWidth: number, count: number): number {
  if (count <= 0) return MIN_ITEM_WIDTH;
  return Math.max(MIN_ITEM_WIDTH, Math.ceil(containerWidth / count));
}

/** The width of the carousel, re-measured at most every 250 ms while resizing (docs/product.md §9). */
function useDebouncedWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(element.clientWidth), WIDGETS.resizeDebounceMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref]);
  return width;
}

/**
 * The division's brands (docs/product.md §2, §4): a spinner while loading; 'No hay marcas disponibles para
 * esta división.' when empty or on error; else the list repeated 3 times in a 15 s linear
 * infinite loop (paused on hover, focus and under reduced motion), with previous and next
 * buttons that step one logo. A logo opens the brand modal.
 */
export function BrandsCarousel({ division }: { division: Division }) {
  const text = TEXTS[useLang()];
  const { data, isLoading, isFetching, isError } = useDivisionBrands(division);
  const [selected, setSelected] = useState<Brand | null>(null);
  const brands = isError ? [] : (data ?? []);

  return (
    <section className={styles.section} aria-labelledby="brands-title">
      <div className={styles.header}>
        <div>
          <p className="eyebrow">{text.eyebrow}</p>
          <h2 id="brands-title" className={styles.title}>
            {text.title}
          </h2>
        </div>
      </div>
      {isLoading || (isFetching && !data) ? (
        <div className={styles.loading} role="status" data-testid="brands-loading">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="sr-only">{text.loading}</span>
        </div>
      ) : brands.length === 0 ? (
        <p className={styles.empty}>{text.empty}</p>
      ) : (
        <BrandTrack brands={brands} onSelect={setSelected} />
      )}
      <BrandModal brand={selected} onClose={() => setSelected(null)} />
    </section>
  );
}

function BrandTrack({ brands, onSelect }: { brands: Brand[]; onSelect: (brand: Brand) => void }) {
  const text = TEXTS[useLang()];
  const viewport = useRef<HTMLDivElement>(null);
  const width = useDebouncedWidth(viewport);
  const itemWidth = carouselItemWidth(width, brands.length);
  const setWidth = itemWidth * brands.length;
  // The buttons move an outer layer by whole logos; the CSS loop moves the inner track.
  const [offset, setOffset] = useState(0);
  const [animated, setAnimated] = useState(true);
  // Moving content needs a way to stop it (WCAG 2.2.2): hover, focus, or this button.
  const [paused, setPaused] = useState(false);
  // The server-rendered row stands still until the page is live: the loop starts after hydration.
  const looping = useHydrated();
  const pending = useRef<number | null>(null);

  // After a step lands on the ends of the range, jump silently to the identical copy.
  useEffect(() => {
    if (pending.current === null) return;
    const target = pending.current;
    pending.current = null;
    // Two frames: the silent jump must be painted before the transition is switched back on.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        setAnimated(true);
        setOffset(target);
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [offset]);

  const step = (direction: 1 | -1) => {
    if (setWidth === 0) return;
    let start = offset;
    // Stepping back from the first copy: start from the same picture one copy further on.
    if (direction === -1 && start > -itemWidth / 2) {
      start -= setWidth;
      setAnimated(false);
      setOffset(start);
      pending.current = start + itemWidth;
      return;
    }
    let next = start - direction * itemWidth;
    if (next <= -setWidth - itemWidth / 2) next += setWidth;
    setAnimated(true);
    setOffset(next);
  };

  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.propertyName !== 'transform') return;
    if (offset <= -setWidth + itemWidth / 2) {
      setAnimated(false);
      setOffset(offset + setWidth);
    }
  };

  const copies = Array.from({ length: WIDGETS.carouselRepeat }, (_, copy) => copy);
  const style = {
    '--item-width': `${itemWidth}px`,
    '--set-width': `${setWidth}px`,
    '--loop-duration': `${WIDGETS.carouselLoopSeconds}s`,
  } as CSSProperties;

  return (
    <div className={styles.carousel} style={style} data-paused={paused ? 'true' : undefined}>
      <div ref={viewport} className={styles.viewport} data-testid="brands-viewport">
        <div
          className={styles.offset}
          data-animated={animated ? 'true' : undefined}
          style={{ transform: `translateX(${offset}px)` }}
          onTransitionEnd={onTransitionEnd}
        >
          <ul className={styles.track} data-testid="brands-track" data-loop={looping ? 'on' : undefined} aria-label={text.list}>
            {copies.flatMap((copy) =>
              brands.map((brand) => (
                <li key={`${copy}-${brand.id}`} className={styles.item} aria-hidden={copy > 0 ? 'true' : undefined}>
                  <button
                    type="button"
                    className={styles.logoButton}
                    onClick={() => onSelect(brand)}
                    tabIndex={copy > 0 ? -1 : undefined}
                    data-copy={copy}
                  >
                    {brand.logoUrl ? (
                      <img
                        className={styles.logo}
                        src={brand.logoUrl}
                        alt={brand.name}
                        loading="lazy"
                        decoding="async"
                        width={160}
                        height={80}
                      />
                    ) : (
                      <span className={styles.logoText}>{brand.name}</span>
                    )}
                    <span className="sr-only">{text.details}</span>
                  </button>
                </li>
              )),
            )}
          </ul>
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => step(-1)} aria-label={text.previous}>
          <Icon name="arrow-left" size={20} />
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
          aria-label={text.pause}
        >
          <Icon name={paused ? 'play' : 'pause'} size={18} />
        </button>
        <button type="button" className={styles.control} onClick={() => step(1)} aria-label={text.next}>
          <Icon name="arrow-right" size={20} />
        </button>
      </div>
    </div>
  );
}
