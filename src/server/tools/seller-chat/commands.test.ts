import { describe, expect, it } from 'vitest';
import {
  formatIncoming,
  formatProduct,
  noteCustomer,
  plainText,
  readCommand,
  sellerEmail,
} from './commands';

const asha = { id: 'c1', name: 'Asha Rao' };
const arjun = { id: 'c2', name: 'Arjun Mehta' };

describe('seller-chat commands', () => {
  it('turns a seeded shop name into its seller email and keeps an email as given', () => {
    expect(sellerEmail('Charminar Fashions')).toBe('charminar-fashions@sellers.example.in');
    expect(sellerEmail(' shop@x.in ')).toBe('shop@x.in');
  });

  it('strips terminal escapes and line breaks from incoming text', () => {
    expect(plainText('hi\u001b[2J\u001b]0;pwned\u0007\r\nthere\u009b')).toBe(
      'hi [2J ]0;pwned   there ',
    );
    expect(formatIncoming('Asha\u001b[31m', 'not a date', 'ok')).toBe('[--:--] Asha [31m: ok');
  });

  it('prints the product a message is about with its price in Indian digits and its link', () => {
    const product = {
      _id: 'p1',
      name: 'Banarasi\u001b[2J Saree',
      slug: 'banarasi-saree',
      image: null,
      price: 123456,
    };
    expect(formatProduct(product, 'https://shop.example.in')).toBe(
      '    about: Banarasi [2J Saree, ₹1,23,456, https://shop.example.in/product/details/banarasi-saree',
    );
  });

  it('answers the customer who wrote last with a plain line', () => {
    const seen = noteCustomer(noteCustomer([asha, arjun], asha), arjun);
    expect(seen).toEqual([asha, arjun]);
    expect(noteCustomer(seen, asha)).toEqual([arjun, asha]);
    expect(readCommand('  Yes, in stock ', seen)).toEqual({
      kind: 'send',
      to: arjun,
      text: 'Yes, in stock',
    });
    expect(readCommand('hello', [])).toEqual({
      kind: 'problem',
      message: 'No customer has written yet: wait for a message',
    });
  });

  it('picks a customer by name prefix, refusing none or several', () => {
    const seen = [asha, arjun];
    expect(readCommand('@ash Ships tomorrow', seen)).toEqual({
      kind: 'send',
      to: asha,
      text: 'Ships tomorrow',
    });
    expect(readCommand('@ArjunM ok', seen)).toEqual({ kind: 'send', to: arjun, text: 'ok' });
    expect(readCommand('@a ok', seen)).toMatchObject({
      kind: 'problem',
      message: expect.stringContaining('type more'),
    });
    expect(readCommand('@zed ok', seen)).toMatchObject({
      kind: 'problem',
      message: expect.stringContaining('No customer'),
    });
    expect(readCommand('@ash', seen)).toMatchObject({ kind: 'problem' });
  });

  it('knows /list, /quit and refuses other slash commands', () => {
    expect(readCommand('/list', [])).toEqual({ kind: 'list' });
    expect(readCommand('/quit', [])).toEqual({ kind: 'quit' });
    expect(readCommand('', [])).toEqual({ kind: 'empty' });
    expect(readCommand('/foo bar', [])).toMatchObject({
      kind: 'problem',
      message: expect.stringContaining('/foo'),
    });
  });
});
