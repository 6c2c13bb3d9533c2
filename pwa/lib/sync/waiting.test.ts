import { describe, expect, it } from 'vitest';
import { waitingText } from './waiting';

describe('waitingText', () => {
  it('counts orders then customers in the tailor’s words', () => {
    expect(waitingText({ customers: 2, orders: 3 })).toBe('3 commandes et 2 clients à envoyer');
    expect(waitingText({ orders: 1 })).toBe('1 commande à envoyer');
    expect(waitingText({ customers: 1, orders: 0 })).toBe('1 client à envoyer');
    expect(waitingText({})).toBe('');
  });
});
