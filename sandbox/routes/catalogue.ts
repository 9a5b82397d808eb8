/** GET /services and /countries: the catalogue the forms offer. */
import { COUNTRIES, SERVICES } from '../data.ts';
import { ok } from '../http.ts';
import type { Handler } from './context.ts';

export const services: Handler = () => ok(SERVICES, 200);

export const countries: Handler = () => ok(COUNTRIES, 200);
