import { type Lang, LIMITS } from '@casa/core';
import type { ResponsiveImageRef } from '@casa/core/content';
import type { ReactNode } from 'react';
import { BackdropImage } from './responsive-image.js';
import styles from './page-hero.module.css';

export interface PageHeroProps {
  id?: string;
  eyebrow?: string;
  title: string;
  /** Set when the title is not in the page's language (a Spanish fallback on an English page). */
  titleLang?: Lang | undefined;
  subtitle?: string;
  subtitleLang?: Lang | undefined;
  image: ResponsiveImageRef;
  /** Opacity of the dark layer between photo and text (docs/product.md §9: 0.6). */
  overlayOpacity?: number;
  size?: 'full' | 'page';
  /** Buttons or a badge under the text. */
  children?: ReactNode;
  badge?: ReactNode;
}

/** A full-bleed photograph under white text (docs/visual.md): the page's first image, never lazy. */
export function PageHero({
  id,
  eyebrow,
  title,
  titleLang,
  subtitle,
  subtitleLang,
  image,
  overlayOpacity = LIMITS.heroOverlayOpacity,
  size = 'page',
  children,
  badge,
}: PageHeroProps) {
  const titleId = `${id ?? 'hero'}-title`;
  return (
    <section id={id} className={styles.hero} data-size={size} aria-labelledby={titleId}>
      <BackdropImage image={image} className={styles.image} />
      <div className={styles.overlay} style={{ opacity: overlayOpacity }} data-testid="hero-overlay" aria-hidden="true" />
      <div className={styles.content}>
        {badge}
        {eyebrow ? (
          <p className="eyebrow" data-on="dark">
            {eyebrow}
          </p>
        ) : null}
        <h1 id={titleId} className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {subtitle ? (
          <p className={styles.subtitle} lang={subtitleLang}>
            {subtitle}
          </p>
        ) : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  );
}
