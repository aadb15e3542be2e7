import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { decodeCode, encodeCode, fromFragment, toFragment } from '../../site/playground/fragment.js';

describe('the playground fragment', () => {
  it('is base64url of the UTF-8 text, as scripts/build-site.mjs writes it for the rule docs', () => {
    // Non-ASCII text and the characters base64 and base64url disagree on (+ / =) must survive the round trip.
    const code = "const café = '→ ünïcødé ✓'; // ??>>\n";
    expect(encodeCode(code)).toBe(Buffer.from(code, 'utf8').toString('base64url'));
    expect(decodeCode(encodeCode(code))).toBe(code);
  });

  it('carries the config and revision only when they are not the defaults', () => {
    expect(toFragment({ code: 'x', config: 'recommended', protocol: 'auto' })).toBe('#code=eA');
    const state = { code: 'x', config: 'strict', protocol: '2025-11-25' } as const;
    expect(toFragment(state)).toBe('#code=eA&config=strict&protocol=2025-11-25');
    expect(fromFragment(toFragment(state), 'fallback')).toEqual(state);
  });

  it('falls back to the sample and the defaults for what it cannot read', () => {
    // A truncated or hand-edited link must open the playground, not a blank page.
    expect(decodeCode('not base64!')).toBeNull();
    expect(decodeCode('_-8')).toBeNull(); // decodes to bytes that are not UTF-8
    expect(fromFragment('#code=not%20base64&config=loose&protocol=2024', 'sample')).toEqual({ code: 'sample', config: 'recommended', protocol: 'auto' });
    expect(fromFragment('', 'sample').code).toBe('sample');
  });
});
