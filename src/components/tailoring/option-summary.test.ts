import { describe, expect, it } from 'vitest';
import { optionSummary } from './option-summary';

describe('optionSummary', () => {
  it("names each option's group, so two options called the same are told apart", () => {
    const options = [
      { group: 'neck', groupName: 'Neck', name: 'Round' },
      { group: 'back', groupName: 'Back', name: 'Round' },
    ];
    expect(optionSummary(options, 'en')).toBe('Neck: Round, Back: Round');
  });

  it("lists one group's options together, and an option without its group's name alone", () => {
    const options = [
      { group: 'extras', groupName: 'Extras', name: 'Piping' },
      { group: 'extras', groupName: 'Extras', name: 'Tassels' },
      { group: 'sleeve', groupName: null, name: 'Elbow' },
    ];
    expect(optionSummary(options, 'en')).toBe('Extras: Piping & Tassels, Elbow');
  });

  it("uses the language's separators", () => {
    const options = [
      { group: 'neck', groupName: 'الرقبة', name: 'دائرية' },
      { group: 'back', groupName: 'الظهر', name: 'دائرية' },
    ];
    expect(optionSummary(options, 'ar')).toBe('الرقبة: دائرية والظهر: دائرية');
  });
});
