import { RouterLink } from '../components/RouterLink';
import type { ReactNode } from 'react';
import { runQuery } from '../api/executor';
import { Artwork } from '../components/Artwork';
import { iconPaths, isIconName } from '../components/icon-paths';
import { HomePageDocument } from '../client/catalog/store-page-documents';
import { currentLanguage, serverT } from '../i18n/server';
import { pageMetadata } from '../components/page-metadata';
import { PageStrings } from '../components/PageStrings';
import { SaleBanner } from '../components/offers/SaleBanner';
import s from './home.module.css';

export const generateMetadata = () => pageMetadata('home', { path: '/' });

export default async function HomePage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const data = await runQuery(HomePageDocument, {}, { locale: lng });

  return (
    <>
      {data.runningSales.length > 0 ? <PageStrings lng={lng} sections={['sale']} /> : null}
      <h1 className="visually-hidden">{t('home.heading')}</h1>

      <div className={s.container}>
        <SaleBanner sales={data.runningSales} t={t} lng={lng} />
        <section className={s.banners}>
          {data.banners.map((b, i) => (
            <article key={b.id} data-testid="banner" className={s.banner}>
              {/* Only the first banner is preloaded with high priority and decoded with the frame: a second
                  preload took one of HTTP/1.1's six connections from the stylesheets the first frame waits
                  for, and its decoding held that frame back (BENCHMARKS.md, first frame). */}
              <Artwork
                image={b.image}
                alt=""
                priority={i === 0}
                eager={i > 0}
                sizes="(min-width: 960px) 600px, 100vw"
              />
              <div className={s.bannerText}>
                {b.discount ? <span className={s.chip}>{t('home.discount', { percent: b.discount })}</span> : null}
                <h2 className={s.bannerTitle}>{b.title}</h2>
                <p className={s.bannerDescription}>{b.description}</p>
                <RouterLink href={b.buttonLink} className={s.bannerButton}>
                  {b.buttonText}
                </RouterLink>
              </div>
            </article>
          ))}
        </section>

        <HomeSection id="trust" title={t('home.trustHeading')} gridClass={s.trustGrid}>
          {data.trustBadges.map((badge) => (
            <li key={badge.id} data-testid="trust-badge" className={s.badge}>
              {isIconName(badge.icon) ? (
                <svg className={s.badgeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={iconPaths[badge.icon]} />
                </svg>
              ) : null}
              <h3 className={s.badgeTitle}>{badge.title}</h3>
              <p className={`${s.muted} ${s.badgeText}`}>{badge.description}</p>
            </li>
          ))}
        </HomeSection>

        <HomeSection id="categories" title={t('home.categoriesHeading')} gridClass={s.categoryGrid}>
          {data.categories.map((c) => (
            <li key={c.id}>
              <RouterLink
                href={`/${c.slug}`}
                aria-label={t('home.shopCategory', { name: c.name })}
                className={s.category}
              >
                {c.image ? (
                  <div className={s.categoryImage}>
                    <Artwork image={c.image} alt="" sizes="(min-width: 600px) 400px, 100vw" />
                  </div>
                ) : null}
                <div className={s.categoryText}>
                  <h3 className={s.categoryName}>{c.name}</h3>
                  <p className={s.muted}>{c.description}</p>
                </div>
              </RouterLink>
            </li>
          ))}
        </HomeSection>
      </div>
    </>
  );
}

/** A titled home-page band whose items sit in a list laid out as a grid. */
function HomeSection({
  id,
  title,
  gridClass,
  children,
}: {
  id: string;
  title: string;
  gridClass: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={s.section}>
      <h2 id={`${id}-heading`} className={s.sectionTitle}>
        {title}
      </h2>
      <ul className={`${s.grid} ${gridClass}`}>{children}</ul>
    </section>
  );
}
