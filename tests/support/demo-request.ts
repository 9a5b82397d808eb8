/** One demo request, shared by the unit and end-to-end tests: what a visitor enters and what goes on the wire ([§3](docs/CONTRACT.md#3-fields)). */

/** The demo form's values by field name (the service as its id: 3 is Touchless Parking). */
export const DEMO_FIELDS = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  contact: '5551234567',
  company_name: 'Metro Parking',
  city: 'Newark',
  state: 'NJ',
  country: 'United States',
  service: '3',
};

/** DEMO_FIELDS as a visitor types and chooses them, by label (the service by its name on the site). */
export const DEMO_TYPED = {
  Name: DEMO_FIELDS.name,
  Email: DEMO_FIELDS.email,
  'Contact number': DEMO_FIELDS.contact,
  'Company name': DEMO_FIELDS.company_name,
  City: DEMO_FIELDS.city,
  State: DEMO_FIELDS.state,
  Country: DEMO_FIELDS.country,
  Service: 'Touchless Self Parking',
};

/** The wire fields every variant sends for DEMO_FIELDS; each variant adds its country and form_status. */
export const DEMO_WIRE = {
  name: 'Ada Lovelace',
  mobile: '5551234567',
  email: 'ada@example.com',
  company_name: 'Metro Parking',
  city: 'Newark',
  state: 'NJ',
  service_id: 3,
};

/** The trial terms the detail variants (/whitelabel, /software-defined-parcs) add to the wire. */
export const DETAIL_TRIAL = { is_trial: 1, plan_type: 0, no_of_days: 15 };
