import { describe, expect, it } from 'vitest';
import { displayCurrencies } from './currency';
import { guessCurrency, guessRules } from './currency-guess';

describe('guessCurrency: the starting display currency from the languages and time zone', () => {
  it.each([
    [['en-US', 'en'], 'America/New_York', 'USD'],
    [['en-US'], 'America/Los_Angeles', 'USD'],
    [['es-MX'], 'America/Mexico_City', 'USD'],
    [['en-US'], 'Pacific/Honolulu', 'USD'],
    [['en-CA'], 'America/Toronto', 'CAD'],
    [['fr-CA'], 'America/Montreal', 'CAD'],
    [['en-GB'], 'Europe/London', 'GBP'],
    [['de-DE'], 'Europe/Berlin', 'EUR'],
    [['en-IE'], 'Europe/Dublin', 'EUR'],
    [['pt-PT'], 'Atlantic/Madeira', 'EUR'],
    [['ar-AE'], 'Asia/Dubai', 'AED'],
    [['en-GB'], 'Asia/Dubai', 'AED'],
    [['ar'], 'Asia/Riyadh', 'AED'],
    [['ar-QA'], 'Asia/Qatar', 'AED'],
    [['en-US'], 'Asia/Riyadh', 'USD'],
    [['en-SG'], 'Asia/Singapore', 'SGD'],
    [['en-AU'], 'Australia/Sydney', 'AUD'],
  ])('%j in %s → %s', (languages, zone, code) => {
    expect(guessCurrency(languages, zone)).toBe(code);
  });

  it('India keeps rupees whatever the languages', () => {
    expect(guessCurrency(['en-US'], 'Asia/Kolkata')).toBe('INR');
    expect(guessCurrency(['hi-IN', 'en'], 'Asia/Calcutta')).toBe('INR');
  });

  it('a zone of a place whose currency is not shown falls back to the languages, then rupees', () => {
    expect(guessCurrency(['en-US'], 'Asia/Tokyo')).toBe('USD');
    expect(guessCurrency(['ja', 'en-GB'], 'Asia/Tokyo')).toBe('GBP');
    expect(guessCurrency(['de-CH'], 'Europe/Zurich')).toBe('INR');
    expect(guessCurrency(['en-IN'], 'Asia/Tokyo')).toBe('INR');
    expect(guessCurrency(['fr', 'fr-BE'], 'Asia/Bangkok')).toBe('EUR');
    expect(guessCurrency(['en-CA'], 'Asia/Bangkok')).toBe('CAD');
    expect(guessCurrency(['zh-Hans-CN'], 'Asia/Shanghai')).toBe('INR');
  });

  it('a zone that names no place guesses nothing, whatever the languages', () => {
    for (const zone of ['Etc/UTC', 'UTC', 'GMT', 'Etc/GMT+5', ''])
      expect(guessCurrency(['en-US'], zone), zone).toBe('INR');
  });

  it('every currency the rules name is one the store shows', () => {
    const fromRegions = guessRules.regions.split(' ').map((entry) => entry.slice(0, 3));
    const named = [...guessRules.zones.map((z) => z[1]), ...fromRegions, 'AED', 'USD'];
    for (const code of named) expect(displayCurrencies).toContain(code);
  });
});
