import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { CoverImage } from '@/components/cover-image';
import { useMediaQuery } from '@/components/pagination/use-media-query';
import { paths } from '@/config/paths';
import styles from './home-banner.module.css';

const SLIDES = [
  { id: 'about', to: paths.aboutUs.getHref() },
  { id: 'join', to: paths.memberShip.getHref() },
  { id: 'training', to: paths.trainingEvent.getHref() },
] as const;

/** Time each slide stays before the next. */
export const SLIDE_INTERVAL = 6000;

/** Each slide's picture: <id>.jpg (1440×480), and a near-square <id>-750.jpg for phones. */
export const bannerPicture = (id: (typeof SLIDES)[number]['id']) => ({
  src: `/images/banner/${id}.jpg`,
  narrow: { src: `/images/banner/${id}-750.jpg`, width: 750, height: 720 },
  width: 1440,
  height: 480,
});

/**
 * The home banner: a light text carousel (APG carousel pattern) over decorative pictures. It
 * advances on its own unless the visitor paused it, hovers or focuses it, or prefers reduced
 * motion. The first picture is the page's largest paint, so it loads first; the others wait.
 */
export function HomeBanner() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const playing = !paused && !hovered && !focused && !reducedMotion;
  const slidesId = useId();
  const count = SLIDES.length;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL);
    return () => clearInterval(timer);
  }, [playing, count]);

  const siteName = t('common.siteName');

  /** ‹ (`by` -1) or › (1): the slide before or after, round the ends. */
  const stepButton = (by: -1 | 1) => (
    <button
      type="button"
      className={styles.control}
      aria-controls={slidesId}
      aria-label={by < 0 ? t('home.prevSlide') : t('home.nextSlide')}
      onClick={() => setIndex((i) => (i + by + count) % count)}
    >
      <span aria-hidden="true">{by < 0 ? '‹' : '›'}</span>
    </button>
  );

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={t('home.banner')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={slidesId} className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        {SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideLabel', { n: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              className={active ? `${styles.slide} ${styles.active}` : styles.slide}
              data-slide={slide.id}
            >
              <CoverImage
                {...bannerPicture(slide.id)}
                pictureClassName={styles.media}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
              <p className={styles.kicker}>{siteName}</p>
              <h2 className={styles.title}>{t(`home.slides.${slide.id}.title`)}</h2>
              <p className={styles.text}>{t(`home.slides.${slide.id}.text`)}</p>
              <Link to={slide.to} className={styles.cta}>
                {t(`home.slides.${slide.id}.cta`)}
              </Link>
            </div>
          );
        })}
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={paused ? t('home.play') : t('home.pause')}
          onClick={() => setPaused((p) => !p)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
        {stepButton(-1)}
        <div className={styles.dots} role="group" aria-label={t('home.slideNav')}>
          {SLIDES.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-controls={slidesId}
              aria-label={t('home.goToSlide', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        {stepButton(1)}
      </div>
    </section>
  );
}
