import { describe, expect, it } from 'vitest';
import { textLang } from './text-lang';

describe('textLang', () => {
  it('marks English text inside Hindi and Arabic pages', () => {
    expect(textLang('Mor Paithani Handlooms', 'ar')).toBe('en');
    expect(textLang('Mor Paithani Handlooms', 'hi')).toBe('en');
  });
  it('leaves text in the page language unmarked', () => {
    expect(textLang('Mor Paithani Handlooms', 'en')).toBeUndefined();
    expect(textLang('बहुत सुंदर साड़ी', 'hi')).toBeUndefined();
    expect(textLang('ساري جميل', 'ar')).toBeUndefined();
  });
  it('marks Hindi or Arabic text inside other pages', () => {
    expect(textLang('बहुत सुंदर साड़ी', 'en')).toBe('hi');
    expect(textLang('ساري جميل', 'hi')).toBe('ar');
  });
  it('says nothing for text with no letters', () => {
    expect(textLang('12345', 'ar')).toBeUndefined();
  });
});
