import type { UserLanguage } from './push';

/**
 * Texts of account recovery and verified e-mail (the product spells none of these): the answers
 * of the link calls and the e-mails' words. Never put an address or a token in them.
 */
export const ACCOUNT_MESSAGES = {
  resetLinkSent: 'If an account uses this address, a link to reset its password is on its way. It works once, within 30 minutes.',
  passwordReset: 'Password changed. Every session has ended: log in with the new password.',
  linkInvalid: 'This link is invalid, used or expired',
  tokenRequired: 'The link is incomplete',
  emailConfirmed: 'E-mail address confirmed',
  emailChangeUndone: 'Your previous e-mail address is back and every session has ended. If you did not ask for the change, reset your password now.',
  confirmationSent: 'We sent a confirmation link to your e-mail address',
  alreadyConfirmed: 'Your e-mail address is already confirmed',
} as const;

/** How long each link sent by e-mail works. */
export const ACCOUNT_LINK_TTL_SECONDS = {
  'reset-password': 30 * 60,
  'confirm-email': 7 * 86_400,
  'change-email': 86_400,
  'undo-email': 7 * 86_400,
} as const;

export type AccountLinkPurpose = keyof typeof ACCOUNT_LINK_TTL_SECONDS;

/** The words of a link's e-mail: its subject, its lines, and the name of its link. */
export interface AccountMailTexts {
  subject: string;
  lines: readonly string[];
  action: string;
}

/**
 * The e-mails of the account links, in each language the app speaks: written in the account's
 * language (the one last chosen in the app), as its notifications and pushes are.
 */
export const ACCOUNT_MAIL_TEXTS: Readonly<Record<UserLanguage, Readonly<Record<AccountLinkPurpose, AccountMailTexts>>>> = {
  en: {
    'reset-password': {
      subject: 'Redhope: reset your password',
      lines: [
        'Someone asked to reset the password of the Redhope account that uses this address.',
        'The link works once, within 30 minutes, and ends every session of the account.',
        'If it was not you, ignore this e-mail: nothing changes.',
      ],
      action: 'Choose a new password',
    },
    'confirm-email': {
      subject: 'Redhope: confirm your e-mail address',
      lines: ['Welcome to Redhope. Confirm this address to receive blood request alerts by e-mail.', 'If you did not sign up, ignore this e-mail.'],
      action: 'Confirm my address',
    },
    'change-email': {
      subject: 'Redhope: confirm your new e-mail address',
      lines: [
        'Someone asked to sign in to a Redhope account with this address from now on.',
        'The change happens only when you open this link (it works for 24 hours). If it was not you, ignore this e-mail.',
      ],
      action: 'Use this address',
    },
    'undo-email': {
      subject: 'Redhope: your e-mail address was changed',
      lines: [
        'The Redhope account that used this address now signs in with another one.',
        'If you did not make this change, undo it within 7 days: your address comes back and every session ends.',
      ],
      action: 'Undo the change',
    },
  },
  hi: {
    'reset-password': {
      subject: 'Redhope: अपना पासवर्ड रीसेट करें',
      lines: [
        'किसी ने इस पते वाले Redhope खाते का पासवर्ड रीसेट करने को कहा है।',
        'यह लिंक एक ही बार, 30 मिनट के भीतर काम करता है, और खाते के सभी सत्र समाप्त कर देता है।',
        'अगर यह आपने नहीं किया, तो इस ई-मेल को अनदेखा करें: कुछ नहीं बदलेगा।',
      ],
      action: 'नया पासवर्ड चुनें',
    },
    'confirm-email': {
      subject: 'Redhope: अपने ई-मेल पते की पुष्टि करें',
      lines: ['Redhope में आपका स्वागत है। ई-मेल पर रक्त अनुरोध के अलर्ट पाने के लिए इस पते की पुष्टि करें।', 'अगर आपने साइन अप नहीं किया, तो इस ई-मेल को अनदेखा करें।'],
      action: 'मेरे पते की पुष्टि करें',
    },
    'change-email': {
      subject: 'Redhope: अपने नए ई-मेल पते की पुष्टि करें',
      lines: [
        'किसी ने कहा है कि अब से एक Redhope खाते में इस पते से साइन इन किया जाए।',
        'बदलाव तभी होगा जब आप यह लिंक खोलेंगे (यह 24 घंटे तक काम करता है)। अगर यह आपने नहीं किया, तो इस ई-मेल को अनदेखा करें।',
      ],
      action: 'यह पता इस्तेमाल करें',
    },
    'undo-email': {
      subject: 'Redhope: आपका ई-मेल पता बदल दिया गया',
      lines: [
        'जो Redhope खाता इस पते का इस्तेमाल करता था, वह अब दूसरे पते से साइन इन करता है।',
        'अगर यह बदलाव आपने नहीं किया, तो 7 दिनों के भीतर इसे वापस लें: आपका पता वापस आ जाएगा और सभी सत्र समाप्त हो जाएँगे।',
      ],
      action: 'बदलाव वापस लें',
    },
  },
};

/** Texts of input the server refuses whatever the form (control characters, names people cannot read as written). */
export const INPUT_MESSAGES = {
  controlCharacters: 'Remove the control characters (such as NUL) from this field',
  invisibleCharacters: 'Use visible letters: no invisible or text-direction characters',
  nameRequired: 'Type a name',
} as const;

/**
 * Characters a name must not hold: controls, format characters (zero-width spaces, the bidi
 * overrides and isolates that make "\u202eNIMDA troppuS" display as "Support ADMIN"), private-use
 * characters, line and paragraph separators, and the blank "letters" (Hangul fillers, braille blank).
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]|\u034F/u;

/** Zero-width (non-)joiners between letters are part of how Indic scripts are written: kept. */
const JOINER_IN_WORD = /(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])/gu;

/** A name as people see it: visible characters only (joiners inside words allowed), with at least one letter or digit. */
export function isVisibleName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return !HIDDEN_CHARACTERS.test(value.replace(JOINER_IN_WORD, '')) && /[\p{L}\p{N}]/u.test(value);
}

/**
 * What free text (an address, a reason, a hospital, a description) must not hold: zero-width
 * spaces, word joiners and byte-order marks (an "address" of one U+200B looked filled and showed
 * nothing), the bidi embeddings, overrides and isolates (a hospital "\u202e..." read backwards in
 * alerts and share titles), and private-use characters. Joiners stay (Indic scripts, emoji
 * sequences), as do line breaks and the weak direction marks.
 */
const HIDDEN_IN_TEXT = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069\p{Co}]/u;

/** Free text as people see it: none of the hidden characters above, and at least one letter or digit. */
export function isVisibleText(value: unknown): boolean {
  return typeof value === 'string' && !HIDDEN_IN_TEXT.test(value) && /[\p{L}\p{N}]/u.test(value);
}

/** A name normalised as stored: NFC (one spelling for "é"), trimmed. */
export function normaliseName(value: string): string {
  return value.normalize('NFC').trim();
}
