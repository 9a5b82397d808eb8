/**
 * The drafts' allow-lists of every form (issue 18), in one place because they span the features: each form
 * keeps its own fields and never a secret. The rule itself is unit-tested beside src/lib/forms/draft.ts.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_DRAFT } from '../../src/features/account/login';
import { PLAN_DRAFT } from '../../src/features/commerce/plans/plans';
import { TRIAL_DRAFT } from '../../src/features/commerce/trial/trial';
import { CONTACT_DRAFT } from '../../src/features/contact/contact';
import { DEMO_DRAFT_FIELDS } from '../../src/features/demo/demo';
import { NEWSLETTER_DRAFT } from '../../src/features/newsletter/newsletter';
import { FORGOT_PASSWORD_DRAFT } from '../../src/features/passwords/passwords';

describe('the fields each form lets its draft keep', () => {
  it("each form's list: its own fields, never a password, card field or token", () => {
    expect(LOGIN_DRAFT.fields).toEqual(['username']);
    expect(NEWSLETTER_DRAFT.fields).toEqual(['email']);
    expect(FORGOT_PASSWORD_DRAFT.fields).toEqual(['email']);
    expect(CONTACT_DRAFT.fields).toHaveLength(10);
    expect(DEMO_DRAFT_FIELDS).toEqual(['name', 'email', 'contact', 'company_name', 'city', 'state', 'country', 'service']);
    expect(PLAN_DRAFT.fields).toEqual(['first_name', 'last_name', 'email', 'phone', 'company_name', 'city', 'country', 'terms']);
    expect(TRIAL_DRAFT.fields).toEqual(PLAN_DRAFT.fields);
    for (const fields of [LOGIN_DRAFT, NEWSLETTER_DRAFT, FORGOT_PASSWORD_DRAFT, CONTACT_DRAFT, PLAN_DRAFT, TRIAL_DRAFT].map((draft) => draft.fields))
      expect(fields.filter((name: string) => /password|card|expiration|security|zip_code|token/.test(name))).toEqual([]);
  });
});
