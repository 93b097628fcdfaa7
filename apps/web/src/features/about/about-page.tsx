import { type Division, isDivision, paragraphs } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { Link } from 'react-router-dom';
import buttons from '../../components/button.module.css';
import { PageHero } from '../../components/page-hero.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { SectionHeading } from '../../components/section-heading.js';
import { heroPhoto, usePageContent } from '../../config/page-content.js';
import { useSiteSettings, withCompanyName } from '../../config/site-settings.js';
import styles from './about-page.module.css';
import { useRouteMatch } from '../../lib/route-match.js';

/**
 * /{division}/nosotros (docs/product.md §2 "About page"): text, statistics, the leader and showcases;
 * the statistics and the leader's name, role and bio as saved in Configuración.
 */
export default function AboutPage() {
  const params = useRouteMatch();
  const division: Division = isDivision(params.division) ? params.division : 'corporativo';
  const content = DIVISION_CONTENT[division];
  const settings = useSiteSettings();
  const leader = settings.divisions[division].leader;
  const about = usePageContent().divisions[division].about;
  const [lead, ...rest] = paragraphs(about.paragraphs).map((paragraph) => withCompanyName(paragraph, settings));
  const heroImage = heroPhoto(about.heroImage, content.showcases[0]?.image ?? content.backgroundImage);

  return (
    <>
      <PageHero
        id="about-hero"
        eyebrow={content.label}
        title={about.title}
        subtitle={settings.divisions[division].blurb}
        image={heroImage}
      />

      <section className={styles.story} aria-labelledby="story-title">
        <div className={styles.container}>
          <div className={styles.storyGrid}>
            <SectionHeading id="story-title" eyebrow="Nuestra historia" title={about.storyTitle} />
            <div className={styles.text}>
              {lead ? <p className={styles.lead}>{lead}</p> : null}
              {rest.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>

          <dl className={styles.stats} aria-label="Cifras">
            {settings.stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={styles.leader} aria-labelledby="leader-title">
        <div className={`${styles.container} ${styles.leaderGrid}`}>
          <div className={styles.portrait}>
            <ResponsiveImage
              className={styles.portraitImage}
              src={content.leader.photo.src}
              alt={content.leader.photo.alt}
              width={content.leader.photo.width}
              height={content.leader.photo.height}
              sizes="(min-width: 768px) 40vw, 100vw"
            />
          </div>
          <div className={styles.leaderText}>
            <p className="eyebrow">Liderazgo</p>
            <h2 id="leader-title" className={styles.leaderName}>
              {leader.name}
            </h2>
            <p className={styles.leaderRole}>{leader.role}</p>
            {paragraphs(leader.bio).map((paragraph) => (
              <p key={paragraph} className={styles.bio}>
                {paragraph}
              </p>
            ))}
            <Link to={`/${division}/contacto`} className={`${buttons.button} ${buttons.primary} ${styles.cta}`}>
              Hablemos de su proyecto
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.showcases} aria-labelledby="showcases-title">
        <div className={styles.container}>
          <SectionHeading id="showcases-title" eyebrow="Espacios" title="Lo que creamos" />
          <ul className={styles.showcaseGrid}>
            {content.showcases.map((showcase) => (
              <li key={showcase.title} className={styles.showcase}>
                <figure>
                  <div className={styles.showcaseMedia}>
                    <ResponsiveImage
                      className={styles.showcaseImage}
                      src={showcase.image.src}
                      alt={showcase.image.alt}
                      width={showcase.image.width}
                      height={showcase.image.height}
                      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    />
                  </div>
                  <figcaption className={styles.caption}>
                    <h3 className={styles.showcaseTitle}>{showcase.title}</h3>
                    <p>{showcase.caption}</p>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
