/**
 * The playground's URL fragment: `#code=<base64url of the UTF-8 text>`, plus the chosen config and protocol
 * revision when they are not the defaults, so a link reproduces a report. The site build writes the same
 * fragment for the rule docs' examples (scripts/build-site.mjs imports this file's compiled twin).
 */
export interface PlaygroundState {
  code: string;
  config: PlaygroundConfig;
  protocol: ProtocolChoice;
}

export const PLAYGROUND_CONFIGS = ['recommended', 'strict', 'all'] as const;
export type PlaygroundConfig = (typeof PLAYGROUND_CONFIGS)[number];
/** `auto` leaves `settings.mcp.protocol` unset: the revision then follows the file's imports. */
export const PROTOCOL_CHOICES = ['auto', '2026-07-28', '2025-11-25'] as const;
export type ProtocolChoice = (typeof PROTOCOL_CHOICES)[number];

export function encodeCode(code: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(code)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/u, '');
}

/** The text of a base64url fragment value, or null when it is not one (a hand-edited or truncated link). */
export function decodeCode(encoded: string): string | null {
  if (!/^[\w-]*$/u.test(encoded)) return null;
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function toFragment(state: PlaygroundState): string {
  const params = new URLSearchParams();
  params.set('code', encodeCode(state.code));
  if (state.config !== 'recommended') params.set('config', state.config);
  if (state.protocol !== 'auto') params.set('protocol', state.protocol);
  return `#${params.toString()}`;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((known) => known === value) ?? fallback;
}

/** What a fragment says; missing or unreadable parts fall back to `fallbackCode` and the defaults. */
export function fromFragment(fragment: string, fallbackCode: string): PlaygroundState {
  const params = new URLSearchParams(fragment.replace(/^#/u, ''));
  const encoded = params.get('code');
  return {
    code: (encoded === null ? null : decodeCode(encoded)) ?? fallbackCode,
    config: oneOf(PLAYGROUND_CONFIGS, params.get('config'), 'recommended'),
    protocol: oneOf(PROTOCOL_CHOICES, params.get('protocol'), 'auto'),
  };
}
