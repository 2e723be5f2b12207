import type { ReactNode } from 'react';
import { CoverImage, type CoverImageProps } from '@/components/cover-image';
import page from '@/styles/page.module.css';

// The parts of a service page (membership, evaluation): a coloured hero over white sections. The
// page's CSS module gives the coloured classes (hero, section titles), composed from
// styles/page.module.css with its own colour; the hero's links and the sections look alike on all.

/**
 * The hero: the page's title, its lead and links to its sections and sibling pages, over a picture
 * (the page's largest paint, so it loads first).
 */
export function ServiceHero({
  title,
  lead,
  picture,
  classes,
  children,
}: {
  title: string;
  lead: string;
  picture: Pick<CoverImageProps, 'src' | 'narrow' | 'width' | 'height'>;
  classes: { hero?: string };
  children: ReactNode;
}) {
  return (
    <header className={classes.hero}>
      <CoverImage {...picture} pictureClassName={page.heroPicture} fetchPriority="high" />
      <h1>{title}</h1>
      <p>{lead}</p>
      <nav className={page.heroLinks} aria-label={title}>
        {children}
      </nav>
    </header>
  );
}

/** A section under its ruled h2 (`titleId` names it); `id` makes it a target of the hero's links. */
export function ServiceSection({
  id,
  titleId,
  title,
  classes,
  children,
}: {
  id?: string;
  titleId: string;
  title: string;
  classes: { sectionTitle?: string };
  children: ReactNode;
}) {
  return (
    <section id={id} className={page.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
