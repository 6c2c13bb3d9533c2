/**
 * « de » before a name, elided before a vowel sound as French writes it: « d’Adjaratou », « d’Adama », « d’Émile »,
 * « de Fatimata », « de Yacouba » (a y before a consonant sound stays « de »). A mute h is too rare in names to guess.
 */
export function deName(name: string): string {
  const n = name.trim();
  const vowelSound = /^[aeiouàâäéèêëîïôöùûüœæ]/i.test(n) || /^y[^aeiouàâäéèêëîïôöùûü]/i.test(n);
  return vowelSound ? `d’${n}` : `de ${n}`;
}

/** The prefix alone, for a name rendered separately (a link): « d’ » or « de ». */
export const deBefore = (name: string): string => (deName(name).startsWith('d’') ? 'd’' : 'de ');
