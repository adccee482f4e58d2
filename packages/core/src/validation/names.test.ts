import { describe, expect, it } from 'vitest';
import { firstnameSchema, isLettersOnly, lastnameSchema, NAME_MAX_LENGTH, nicknameSchema } from './index';
import { messageOf, valueOf } from './test-support';

describe('names (spec section 5)', () => {
  it('accepts Latin, accented and extended Latin, Greek and Cyrillic letters', () => {
    for (const name of [
      'Anna',
      'Zoë',
      'José',
      'Łukasz',
      'Søren',
      'Ðorđe',
      'Þórunn',
      'Ελένη',
      'Дмитрий',
      'Їжак',
      'ÆSA',
      'Straße',
    ]) {
      expect(messageOf(firstnameSchema, name), name).toBeUndefined();
    }
  });
  it('accepts a combining accent after a letter and stores NFC', () => {
    expect(valueOf(firstnameSchema, 'José'.normalize('NFD'))).toBe('José'.normalize('NFC'));
    expect(messageOf(firstnameSchema, 'а́нна')).toBeUndefined();
  });
  it('refuses digits, spaces, punctuation and other scripts', () => {
    for (const name of [
      'Anna1',
      '4nna',
      'Anna Maria',
      'Jean-Luc',
      "O'Brien",
      'Anna.',
      '李',
      'مريم',
      'שרה',
      'Ⅻ',
      '😀',
    ]) {
      expect(messageOf(firstnameSchema, name), name).toBe('First name may only contain letters');
    }
    expect(messageOf(lastnameSchema, 'Van Dijk')).toBe('Last name may only contain letters');
    expect(messageOf(nicknameSchema, 'runner42')).toBe('Username may only contain letters');
  });
  it('trims surrounding spaces, requires a first name and a username', () => {
    expect(valueOf(firstnameSchema, '  Anna ')).toBe('Anna');
    expect(messageOf(firstnameSchema, '')).toBe('First name is required');
    expect(messageOf(firstnameSchema, '   ')).toBe('First name is required');
    expect(messageOf(firstnameSchema, undefined)).toBe('First name is required');
    expect(messageOf(nicknameSchema, '')).toBe('Username is required');
  });
  it('keeps the last name optional: blank or null clears, absent stays absent', () => {
    expect(valueOf(lastnameSchema, undefined)).toBeUndefined();
    expect(valueOf(lastnameSchema, '')).toBeNull();
    expect(valueOf(lastnameSchema, '  ')).toBeNull();
    expect(valueOf(lastnameSchema, null)).toBeNull();
    expect(valueOf(lastnameSchema, 'Müller')).toBe('Müller');
  });
  it('caps the length', () => {
    expect(messageOf(firstnameSchema, 'a'.repeat(NAME_MAX_LENGTH))).toBeUndefined();
    expect(messageOf(firstnameSchema, 'a'.repeat(NAME_MAX_LENGTH + 1))).toBe(
      `First name may not be longer than ${NAME_MAX_LENGTH} characters`,
    );
    expect(messageOf(nicknameSchema, 'a'.repeat(31))).toBe('Username may not be longer than 30 characters');
  });
  it('treats letters only, never a mark on its own', () => {
    expect(isLettersOnly('\u0301')).toBe(false);
    expect(isLettersOnly('')).toBe(false);
  });
});
