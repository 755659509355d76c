// Each kind of message, written in the shopper's language from the `notify` translations in
// public/locales (the same files the pages use), with dates and times for their language and zone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { locales, type Locale } from '../../db/schema/localized';
import { formatInstant, storeTimeZone } from '../../lib/dates';
import { toMajor } from '../../lib/money';
import type { NotificationKind } from '../../lib/notification-kinds';
import { buildIcs, type IcsMethod } from './ics';

export type Rendered = {
  sms: string;
  subject: string;
  text: string;
  /** Consultation messages carry a calendar invitation. */
  ics: { method: IcsMethod; content: string } | null;
};

export type StoreFacts = { name: string; email: string; publicUrl: string };

type RenderInput = {
  kind: NotificationKind;
  locale: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  recipient?: { name: string | null; email: string | null };
};

let translators: Promise<Map<Locale, TFunction>> | null = null;

function bundle(localesDir: string, lng: Locale): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(localesDir, lng, 'common.json'), 'utf8')) as Record<string, unknown>;
}

/** One translator per language, read once per process (messages are plain text: nothing is escaped). */
function loadTranslators(localesDir = path.join(process.cwd(), 'public', 'locales')): Promise<Map<Locale, TFunction>> {
  translators ??= (async () => {
    const i18n = createInstance();
    await i18n.init({
      fallbackLng: 'en',
      supportedLngs: [...locales],
      resources: Object.fromEntries(locales.map((l) => [l, { common: bundle(localesDir, l) }])),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return new Map(locales.map((l) => [l, i18n.getFixedT(l, 'common')]));
  })();
  return translators;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A name given as text or in every language ({en, hi, ar}, as the catalogue keeps them). */
function localized(v: unknown, locale: Locale): string {
  if (v && typeof v === 'object') {
    const names = v as Record<string, unknown>;
    return str(names[locale]) || str(names.en);
  }
  return str(v);
}

/** An amount in minor units the Indian way (₹1,23,456), as the pages show it; empty when absent. */
function money(minor: unknown, currency: unknown): string {
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor)) return '';
  const cur = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'INR';
  const major = toMajor(minor, cur);
  const digits = Number.isInteger(major) ? { maximumFractionDigits: 0 } : {};
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: cur, ...digits }).format(major);
}

/** The wishlist's messages live in their own section (`wishlistNotify`), beside the others' `notify`. */
const messageKey = (kind: NotificationKind) =>
  kind.startsWith('WISHLIST_') ? `wishlistNotify.${kind}` : `notify.${kind}`;

/** A time zone Intl knows, else the store's. */
function knownTimeZone(zone: unknown): string {
  if (typeof zone !== 'string' || zone === '') return storeTimeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return storeTimeZone;
  }
}

/** `saree_styling`, `SAREE-STYLING` → `saree-styling`: the translation key of a topic or channel code. */
const code = (v: unknown): string => str(v).toLowerCase().replace(/_/g, '-');

function isConsultation(kind: NotificationKind): boolean {
  return kind.startsWith('CONSULTATION_');
}

export async function renderMessage(input: RenderInput, store: StoreFacts): Promise<Rendered> {
  const locale: Locale = (locales as readonly string[]).includes(input.locale) ? (input.locale as Locale) : 'en';
  const t = (await loadTranslators()).get(locale)!;
  const p = input.payload;
  const zone = knownTimeZone(p.timeZone);
  const startsAt = str(p.startsAt);
  const start = new Date(startsAt);
  const minutes = Number(p.durationMinutes) > 0 ? Number(p.durationMinutes) : 30;
  const vars = {
    store: store.name,
    name: str(p.name) || input.recipient?.name || t('notify.shopper'),
    orderNumber: str(p.orderNumber),
    service: localized(p.serviceName, locale) || localized(p.service, locale),
    stage: t(`notify.stages.${str(p.stage)}`, { defaultValue: str(p.stage) }),
    carrier: str(p.carrier),
    trackingNumber: str(p.trackingNumber),
    reply: str(p.reply),
    when: Number.isNaN(start.getTime()) ? '' : `${formatInstant(start, locale, 'dateTime', zone)} (${zone})`,
    duration: minutes,
    topic: t(`notify.topics.${code(p.topic)}`, { defaultValue: str(p.topic) }),
    channel: t(`notify.channels.${code(p.channel)}`, { defaultValue: str(p.channel) }),
    designer: localized(p.designerName, locale) || localized(p.designer, locale),
    url: store.publicUrl,
    product: localized(p.productName, locale),
    price: money(p.priceMinor, p.currency),
    was: money(p.wasMinor, p.currency),
    productUrl: `${store.publicUrl}/products/${encodeURIComponent(str(p.slug))}`,
  };
  const key = messageKey(input.kind);
  const sms = t(`${key}.sms`, vars);
  const subject = t(`${key}.subject`, vars);
  const text = [t('notify.hello', vars), '', t(`${key}.body`, vars), '', t('notify.signoff', vars)].join('\n');

  let ics: Rendered['ics'] = null;
  if (
    isConsultation(input.kind) &&
    input.kind !== 'CONSULTATION_REMINDER' &&
    !Number.isNaN(start.getTime()) &&
    str(p.bookingId)
  ) {
    const method: IcsMethod = input.kind === 'CONSULTATION_CANCELLED' ? 'CANCEL' : 'REQUEST';
    const host = new URL(store.publicUrl).hostname;
    ics = {
      method,
      content: buildIcs({
        method,
        uid: `consultation-${str(p.bookingId)}@${host}`,
        // Each later message about the same call supersedes the earlier ones in the shopper's calendar.
        sequence: input.kind === 'CONSULTATION_BOOKED' ? 0 : Math.floor(input.createdAt.getTime() / 1000),
        stamp: input.createdAt,
        start,
        end: new Date(start.getTime() + minutes * 60_000),
        summary: t('notify.calendarSummary', vars),
        description: t(`${key}.body`, vars),
        organizer: { name: store.name, email: store.email },
        ...(input.recipient?.email
          ? { attendee: { name: input.recipient.name || vars.name, email: input.recipient.email } }
          : {}),
      }),
    };
  }
  return { sms, subject, text, ics };
}
