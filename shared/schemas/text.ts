// Text rules every schema shares. Apart from store.ts so that a schema needing only these (testimonies, the
// administrator's forms…) does not bring the store's phone normalisation, and libphonenumber's metadata, into its
// screen's first load.

export const maxLengthMessage = (max: number) => `${max} caractères maximum`;

/** Text sanitising of the specification ('Text input is sanitised'): trimmed, control characters and tags' brackets removed. */
export const sanitizeText = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
