import { z } from 'zod';
import { messages } from './messages';
import { optionalField } from './fields';

/**
 * Spec section 5, names: letters only, from the Latin (with its accented and extended
 * letters), Greek and Cyrillic alphabets; no digits, no spaces. A combining accent may follow
 * a letter (a stress mark on Cyrillic has no precomposed form); punctuation such as a hyphen
 * or apostrophe is not a letter, so 'Jean-Luc' and "O'Brien" are refused as the spec says.
 * Text is trimmed and put in Unicode NFC, so the same name is stored the same way however
 * the keyboard composed it.
 */
export const NAME_LETTERS = /^(?:(?=\p{L})[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]\p{M}*)+$/u;
/** Spec section 5 gives no length; 50 fits the longest single names in common use. */
export const NAME_MAX_LENGTH = 50;
/** A username is shown in narrow places (header, feedback); 30 keeps it on one line. */
export const NICKNAME_MAX_LENGTH = 30;

export function isLettersOnly(text: string): boolean {
  return NAME_LETTERS.test(text);
}

function nameText(label: string, maxLength: number) {
  return z
    .string({ error: messages.required(label) })
    .transform((text) => text.trim().normalize('NFC'))
    .pipe(
      z
        .string()
        .min(1, { message: messages.required(label), abort: true })
        .max(maxLength, { message: messages.maxLength(label, maxLength), abort: true })
        .refine(isLettersOnly, messages.lettersOnly(label)),
    );
}

/** API field `firstname` (spec section 3). */
export const firstnameSchema = nameText('First name', NAME_MAX_LENGTH);
/** API field `lastname`; optional (spec section 5): blank or null clears it. */
export const lastnameSchema = optionalField(nameText('Last name', NAME_MAX_LENGTH));
/** API field `nickname`, shown to the user as "Username" (spec section 3). */
export const nicknameSchema = nameText('Username', NICKNAME_MAX_LENGTH);
