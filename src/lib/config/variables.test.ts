import { describe, expect, it } from 'vitest';
import { analyticsUrlProblem, resolveVariables } from './variables';

describe('PUBLIC_ANALYTICS_URL', () => {
  it('is empty unless set: no collector', () => {
    expect(resolveVariables({}).PUBLIC_ANALYTICS_URL).toBe('');
    expect(analyticsUrlProblem('', true)).toBeNull();
  });

  it('is the collector’s origin, https: in a production build', () => {
    expect(analyticsUrlProblem('https://plausible.io', true)).toBeNull();
    expect(analyticsUrlProblem('https://plausible.io/', true)).toBeNull();
    expect(analyticsUrlProblem('http://127.0.0.1:9999', false)).toBeNull();
    expect(analyticsUrlProblem('http://stats.example.com', true)).toBe(
      'PUBLIC_ANALYTICS_URL must be an https: origin, got "http://stats.example.com"',
    );
    expect(analyticsUrlProblem('https://plausible.io/api/event', true)).toBe(
      'PUBLIC_ANALYTICS_URL must be an origin without a path, query or fragment, such as https://plausible.io, got "https://plausible.io/api/event"',
    );
    expect(analyticsUrlProblem('plausible.io', false)).toBe(
      'PUBLIC_ANALYTICS_URL must be the collector\'s origin, such as https://plausible.io, got "plausible.io"',
    );
    expect(analyticsUrlProblem('ftp://stats.example.com', false)).toBe(
      'PUBLIC_ANALYTICS_URL must be an http: or https: origin, got "ftp://stats.example.com"',
    );
  });
});
