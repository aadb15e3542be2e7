/**
 * Which form fields ask for a secret. Names, titles and descriptions are compared as words, so camelCase,
 * snake_case, kebab-case and free text all split the same way (`apiKey`, `api_key`, `API key` → `api key`).
 *
 * A property name asks for a term when the term is its head: the last words, after dropping modifiers like
 * `confirm` or trailing digits (`accessToken`, `new_password2`, `passwordConfirm`), never when another noun
 * follows it (`tokenCount`, `apiKeyId`, `passwordPolicy`). Free text asks for a term anywhere, unless the next
 * word makes it something else (`token limit`, `password reset`) or a negation comes just before (`not your
 * password`). One-time codes (`otp`, `verification code`, `2fa code`) are allowed by default: they expire.
 */
import type { SchemaField } from './elicitation-schema.js';
import { BoundedCache } from '../ast/bounded-cache.js';

/** A sensitive term: the words it is written with and how messages name it. */
interface Term {
  words: readonly string[];
  label: string;
  /** Whether a one-time code may be called so (`one-time password`, `OTP token`); a TOTP seed is still a `secret`. */
  oneTime: boolean;
}

function terms(label: string, ...phrases: string[]): Term[] {
  return phrases.map((phrase) => ({ words: phrase.split(' '), label, oneTime: label === 'a password' || label === 'a token' }));
}

const DEFAULT_TERMS: readonly Term[] = [
  ...terms('a password', 'password', 'passwd', 'pwd', 'passphrase', 'pass phrase'),
  ...terms('a secret', 'secret', 'secret key', 'client secret'),
  ...terms('a token', 'token'),
  ...terms('an API key', 'api key', 'apikey'),
  ...terms('an access key', 'access key'),
  ...terms('a private key', 'private key', 'signing key', 'encryption key'),
  ...terms('a connection string', 'connection string', 'connection uri', 'connection url', 'connstring', 'conn string'),
  ...terms('credentials', 'credential', 'credentials', 'creds'),
  ...terms('a card number', 'card number', 'credit card', 'debit card', 'card no', 'cc number', 'pan number'),
  ...terms('a card security code', 'cvv', 'cvc', 'cvv2', 'cvc2', 'card security code'),
  ...terms('a social security number', 'ssn', 'social security number', 'social security'),
  ...terms('a wallet recovery phrase', 'seed phrase', 'recovery phrase'),
];

/** One-time codes: short-lived, so asking for them in a form is how two-factor flows work. */
const ONE_TIME_CODES: readonly (readonly string[])[] = [
  'otp', 'totp', 'hotp', 'one time', 'onetime', 'verification code', 'verify code', 'confirmation code', '2fa', 'mfa', 'two factor',
  'auth code', 'authentication code', 'login code', 'sms code', 'email code',
].map((phrase) => phrase.split(' '));

/** Words after a property name's head that do not change what it holds (`passwordConfirm`, `tokenValue`). */
const NAME_MODIFIERS = new Set(['confirm', 'confirmation', 'confirmed', 'again', 'repeat', 'repeated', 'retype', 'verify', 'check', 'value', 'input', 'field', 'plain', 'plaintext', 'raw', 'text']);

/** Nouns that, right after a term in free text, make it something other than the secret (`token limit`, `key id`). */
const TEXT_HEADS = new Set([
  'count', 'counts', 'limit', 'limits', 'usage', 'budget', 'budgets', 'cost', 'costs', 'name', 'names', 'id', 'ids', 'type', 'types',
  'symbol', 'address', 'price', 'amount', 'balance', 'length', 'size', 'estimate', 'policy', 'policies', 'hint', 'hints',
  'strength', 'requirement', 'requirements', 'rule', 'rules', 'expiry', 'expiration', 'endpoint', 'url', 'uri', 'file', 'path',
  'header', 'prefix', 'format', 'manager', 'reset', 'field', 'fields', 'placeholder', 'rotation', 'scope', 'scopes', 'holder',
  'label', 'labels', 'alias', 'algorithm', 'title', 'description',
]);

/** Words that, before `for` or `of`, make the rest of a text what the field is about, not what it holds (`Label for the signing key`). */
const ABOUT = new Set(['of', 'for']);
/** How far after `label for` a term may come and still be what the label is for (`Name of the vault secret`). */
const ABOUT_REACH = 4;

const NEGATIONS = new Set(['not', 'never', 'no', 'without', 'dont', 'don', 'nor']);

const NEGATION_REACH = 3;

/** Splits a name or a text into lower-case words: `apiKey` → api key, `OPENAI_API_KEY` → openai api key, `TOTPCode` → totp code. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** A word without trailing digits (`password2` → password), unless it is a digit-led word (`2fa`). */
function stem(word: string): string {
  const stripped = word.replace(/\d+$/, '');
  return stripped.length > 0 ? stripped : word;
}

function matchesAt(list: readonly string[], at: number, phrase: readonly string[]): boolean {
  if (at < 0 || at + phrase.length > list.length) return false;
  return phrase.every((word, index) => list[at + index] === word || stem(list[at + index] as string) === word);
}

function containsPhrase(list: readonly string[], phrase: readonly string[]): boolean {
  for (let at = 0; at + phrase.length <= list.length; at += 1) {
    if (matchesAt(list, at, phrase)) return true;
  }
  return false;
}

export interface SensitiveFieldOptions {
  /** Further words or phrases that ask for a secret (`pin`, `account number`). */
  extraTerms?: readonly string[];
  /** Property names never reported, as written in the schema. */
  allowedNames?: readonly string[];
  /** Whether one-time codes are allowed (true by default). */
  allowOneTimeCodes?: boolean;
}

/** What makes a field sensitive: the term, and where it was found. */
export interface SensitiveMatch {
  label: string;
  via: 'name' | 'title' | 'description' | 'format';
}

export interface SensitiveFieldMatcher {
  match(field: SchemaField): SensitiveMatch | null;
}

/** The head term of a property name: the term its last words spell, modifiers and digits dropped. */
function nameTerm(name: string, all: readonly Term[]): Term | null {
  const list = words(name);
  while (list.length > 1 && NAME_MODIFIERS.has(stem(list[list.length - 1] as string))) list.pop();
  for (const term of all) {
    if (matchesAt(list, list.length - term.words.length, term.words)) return term;
  }
  return null;
}

/** True when the words before `at` say the text is about something else of the term: `label for the`, `name of your`. */
function describesOther(list: readonly string[], at: number): boolean {
  for (let word = Math.max(0, at - ABOUT_REACH - 1); word < at - 1; word += 1) {
    if (TEXT_HEADS.has(list[word] as string) && ABOUT.has(list[word + 1] as string)) return true;
  }
  return false;
}

/** A term free text asks for: anywhere, but not before a noun that changes it, nor just after a negation. */
function textTerm(text: string, all: readonly Term[]): Term | null {
  const list = words(text);
  for (let at = 0; at < list.length; at += 1) {
    for (const term of all) {
      if (!matchesAt(list, at, term.words)) continue;
      const next = list[at + term.words.length];
      if (next !== undefined && TEXT_HEADS.has(next)) continue;
      if (list.slice(Math.max(0, at - NEGATION_REACH), at).some((word) => NEGATIONS.has(word))) continue;
      if (describesOther(list, at)) continue;
      return term;
    }
  }
  return null;
}

function mentionsOneTimeCode(field: SchemaField): boolean {
  return [field.name, field.title, field.description].some((text) => {
    if (text === null) return false;
    const list = words(text);
    return ONE_TIME_CODES.some((phrase) => containsPhrase(list, phrase));
  });
}

const PASSWORD_FORMAT: Term = { words: ['password'], label: 'a password', oneTime: true };

function findTerm(field: SchemaField, all: readonly Term[]): { term: Term; via: SensitiveMatch['via'] } | null {
  if (field.format === 'password') return { term: PASSWORD_FORMAT, via: 'format' };
  const byName = field.name === null ? null : nameTerm(field.name, all);
  if (byName) return { term: byName, via: 'name' };
  // `secretName`, `keyLabel`, `tokenId`: the name says what the field holds, whatever its text mentions.
  const head = field.name === null ? undefined : words(field.name).at(-1);
  if (head !== undefined && TEXT_HEADS.has(head)) return null;
  for (const via of ['title', 'description'] as const) {
    const text = field[via];
    const term = text === null ? null : textTerm(text, all);
    if (term) return { term, via };
  }
  return null;
}

export function sensitiveFieldMatcher(options: SensitiveFieldOptions = {}): SensitiveFieldMatcher {
  const extra = (options.extraTerms ?? []).map((phrase) => ({ words: words(phrase), label: `\`${phrase}\``, oneTime: true })).filter((term) => term.words.length > 0);
  // Longer phrases first, so `client secret` is named rather than `secret`, and user terms before ours.
  const all = [...extra, ...DEFAULT_TERMS].sort((a, b) => b.words.length - a.words.length);
  const allowed = new Set(options.allowedNames ?? []);
  const allowOneTimeCodes = options.allowOneTimeCodes ?? true;
  const judge = (field: SchemaField): SensitiveMatch | null => {
    if (field.kind === 'choice') return null;
    if (field.name !== null && allowed.has(field.name)) return null;
    const found = findTerm(field, all);
    if (!found || (allowOneTimeCodes && found.term.oneTime && mentionsOneTimeCode(field))) return null;
    return { label: found.term.label, via: found.via };
  };
  // The answer reads the field's texts alone, and the matcher serves every file of a run: the same forms recur.
  const known = new BoundedCache<SensitiveMatch | null>();
  return {
    match: (field) => known.get(JSON.stringify([field.kind, field.name, field.title, field.description, field.format]), () => judge(field)),
  };
}
