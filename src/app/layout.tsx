import './globals.css';
import {
  bodyFont,
  bodyFontArabic,
  bodyFontExt,
  bodyFontDevanagari,
  displayFont,
  displayFontArabic,
  displayFontDevanagari,
  rupeeFont,
} from './fonts';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { config } from '../config';
import { currentLanguage, serverT, stringsFor } from '../i18n/server';
import { directionOf } from '../i18n/settings';
import { Providers } from '../client/Providers';
import { LateChatButton } from '../components/late-shell';
import { DemoNotice } from '../components/DemoNotice';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { LiveRegion } from '../components/LiveRegion';
import { currencyBoot } from '../components/currency/boot';
import { HydrationMark } from '../client/HydrationMark';

export async function generateMetadata(): Promise<Metadata> {
  const { store } = config();
  const t = await serverT(await currentLanguage());
  return {
    metadataBase: new URL(store.publicUrl),
    // A page that names only its own title gets the store's after it, as every other page's reads.
    title: { default: store.name, template: `%s · ${store.name}` },
    description: t('descriptions.home'),
    applicationName: store.name,
  };
}

// Pinch-zoom stays available (WCAG 1.4.4); the reference disables it, see docs/CONTRACT.md, "Deliberate differences".
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#7a1230' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const c = config();
  const lng = await currentLanguage();
  const direction = directionOf(lng);
  const t = await serverT(lng);
  // Set by src/proxy.ts with the page's Content-Security-Policy; Next puts it on its own scripts.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html
      lang={lng}
      dir={direction}
      className={[
        bodyFont,
        bodyFontExt,
        bodyFontDevanagari,
        bodyFontArabic,
        displayFont,
        displayFontDevanagari,
        displayFontArabic,
        rupeeFont,
      ]
        .map((f) => f.variable)
        .join(' ')}
    >
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: currencyBoot }} />
      </head>
      <body>
        <Providers
          lng={lng}
          direction={direction}
          // The shell's sections (header, cart drawer, error boundary); each page adds its own (PageStrings).
          bundle={stringsFor(lng, [
            'a11y',
            'account',
            'cart',
            'chat',
            'contact',
            'currency',
            'error',
            'language',
            'tailoring',
            'titles',
          ])}
          analytics={{
            gtmId: c.analytics.gtmId,
            posthogKey: c.analytics.posthogKey,
            posthogHost: c.analytics.posthogHost,
          }}
          nonce={nonce}
        >
          <a href="#main" className="skip-link">
            {t('a11y.skipToContent')}
          </a>
          {/* First in the page: a hidden 1 px box after the footer lengthened the page past it. */}
          <LiveRegion />
          {c.demo ? <DemoNotice t={t} /> : null}
          <SiteHeader t={t} lng={lng} storeName={c.store.name} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter t={t} store={c.store} />
          <LateChatButton whatsapp={c.store.whatsapp} storeName={c.store.name} />
          <HydrationMark />
        </Providers>
      </body>
    </html>
  );
}
