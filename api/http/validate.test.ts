import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from './validate';

describe('issuesToFieldErrors', () => {
  it("answers in French where a schema left valibot's English default, and keeps the schema's own messages", () => {
    const schema = v.object({
      name: v.pipe(v.string('Le champ est vide'), v.nonEmpty('Le champ est vide')),
      lines: v.array(v.object({ name: v.string(), unitPrice: v.number() })),
    });
    const result = v.safeParse(schema, { name: '', lines: [{ unitPrice: 'x' }] });
    expect(result.success).toBe(false);
    const errors = issuesToFieldErrors(result.issues!);
    expect(errors).toEqual({
      name: ['Le champ est vide'],
      'lines.0.name': ['Valeur invalide.'],
      'lines.0.unitPrice': ['Valeur invalide.'],
    });
  });
});
