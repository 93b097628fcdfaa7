import { type Division, DIVISION_NAMES, isDivision, paragraphs, sitePath } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { Link } from 'react-router-dom';
import buttons from '../../components/button.module.css';
import { PageHero } from '../../components/page-hero.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { SectionHeading } from '../../components/section-heading.js';
import { heroPhoto, usePageContent } from '../../config/page-content.js';
import { useSiteSettings, withCompanyName } from '../../config/site-settings.js';
import { useLang, useShownText } from '../../lib/lang.js';
import { useRouteMatch } from '../../lib/route-match.js';
import styles from './about-page.module.css';
import { statValue } from './stat-value.js';
import { TEXTS } from './texts.js';

/**
 * /{division}/nosotros (docs/product.md §2 "About page"): text, statistics, the leader and showcases;
 * the statistics and the leader's name, role and bio as saved in Configuración. On an English page
 * each text is the English one where written, else the Spanish one marked lang="es".
 */
export default function AboutPage() {
  const params = useRouteMatch();
  const division: Division = isDivision(params.division) ? params.division : 'corporativo';
  const content = DIVISION_CONTENT[division];
  const settings = useSiteSettings();
  const leader = settings.divisions[division].leader;
  const english = settings.en.divisions[division];
  const pageContent = usePageContent();
  const about = pageContent.divisions[division].about;
  const aboutEnglish = pageContent.en.divisions[division].about;
  const lang = useLang();
  const t = TEXTS[lang];
  const shown = useShownText();
  const title = shown(about.title, aboutEnglish.title);
  const blurb = shown(settings.divisions[division].blurb, english.blurb);
  const storyTitle = shown(about.storyTitle, aboutEnglish.storyTitle);
  const story = shown(about.paragraphs, aboutEnglish.paragraphs);
  const role = shown(leader.role, english.leader.role);
  const bio = shown(leader.bio, english.leader.bio);
  const [lead, ...rest] = paragraphs(story.text).map((paragraph) => withCompanyName(paragraph, settings));
  const heroImage = heroPhoto(about.heroImage, content.showcases[0]?.image ?? content.backgroundImage);

  return (
    <>
      <PageHero
        id="about-hero"
        eyebrow={DIVISION_NAMES[lang][division].toUpperCase()}
        title={title.text}
        titleLang={title.lang}
        subtitle={blurb.text}
        subtitleLang={blurb.lang}
        image={heroImage}
      />

      <section className={styles.story} aria-labelledby="story-title">
        <div className={styles.container}>
          <div className={styles.storyGrid}>
            <SectionHeading id="story-title" eyebrow={t.storyEyebrow} title={storyTitle.text} titleLang={storyTitle.lang} />
            <div className={styles.text} lang={story.lang}>
              {lead ? <p className={styles.lead}>{lead}</p> : null}
              {rest.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>

          <dl className={styles.stats} aria-label={t.figures}>
            {settings.stats.map((stat, index) => {
              const label = shown(stat.label, settings.en.statLabels[index]);
              return (
                <div key={stat.label} className={styles.stat}>
                  <dt className={styles.statLabel} lang={label.lang}>
                    {label.text}
                  </dt>
                  <dd className={styles.statValue}>{statValue(stat.value, lang)}</dd>
                </div>
              );
            })}
          </dl>
        </div>
      </section>

      <section className={styles.leader} aria-labelledby="leader-title">
        <div className={`${styles.container} ${styles.leaderGrid}`}>
          <div className={styles.portrait}>
            <ResponsiveImage
              className={styles.portraitImage}
              src={content.leader.photo.src}
              alt={t.portrait ? t.portrait(leader.name) : content.leader.photo.alt}
              width={content.leader.photo.width}
              height={content.leader.photo.height}
              sizes="(min-width: 768px) 40vw, 100vw"
            />
          </div>
          <div className={styles.leaderText}>
            <p className="eyebrow">{t.leadership}</p>
            <h2 id="leader-title" className={styles.leaderName}>
              {leader.name}
            </h2>
            <p className={styles.leaderRole} lang={role.lang}>
              {role.text}
            </p>
            {paragraphs(bio.text).map((paragraph) => (
              <p key={paragraph} className={styles.bio} lang={bio.lang}>
                {paragraph}
              </p>
            ))}
            <Link to={sitePath('contact', lang, division)} className={`${buttons.button} ${buttons.primary} ${styles.cta}`}>
              {t.talk}
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.showcases} aria-labelledby="showcases-title">
        <div className={styles.container}>
          <SectionHeading id="showcases-title" eyebrow={t.spaces} title={t.created} />
          <ul className={styles.showcaseGrid}>
            {content.showcases.map((showcase, index) => {
              const words = t.showcases?.[division][index] ?? showcase;
              return (
                <li key={showcase.title} className={styles.showcase}>
                  <figure>
                    <div className={styles.showcaseMedia}>
                      <ResponsiveImage
                        className={styles.showcaseImage}
                        src={showcase.image.src}
                        alt={showcase.image.alt}
                        lang={lang === 'en' ? 'es' : undefined}
                        width={showcase.image.width}
                        height={showcase.image.height}
                        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                      />
                    </div>
                    <figcaption className={styles.caption}>
                      <h3 className={styles.showcaseTitle}>{words.title}</h3>
                      <p>{words.caption}</p>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}
