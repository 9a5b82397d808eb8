/** Field rules that several forms of the API share. */
import { PLANS, SERVICES } from '../data.ts';
import type { FieldRules } from '../validation.ts';
import { email } from '../validation.ts';

export const isPlanId = (value: string): boolean => PLANS.has(Number(value));
export const isServiceId = (value: string): boolean => SERVICES.some((service) => String(service.id) === value);
export const required: FieldRules = { required: true };
export const requiredEmail: FieldRules = { required: true, rules: [email] };
