/** The details of the plan form (specification [§5](docs/CONTRACT.md#5-rules) "Plan form"), shared by the service pages and the trial. */
import { CountryField } from '../../../lib/forms/catalogue-fields';
import { CheckboxField, EmailField, PhoneField, TextField, type FieldBinding } from '../../../lib/forms/fields';

export type DetailsFieldName = 'first_name' | 'last_name' | 'email' | 'phone' | 'company_name' | 'city' | 'country';

/** First and last name, email, phone (10 digits), company, city and country, in a fieldset titled `legend`. */
export function PlanDetailsFields({ field, legend = 'Your details' }: { field: (name: DetailsFieldName) => FieldBinding; legend?: string }) {
  return (
    <fieldset className="fieldset">
      <legend>{legend}</legend>
      <div className="form__row">
        <TextField label="First name" required autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" required autoComplete="family-name" {...field('last_name')} />
      </div>
      <div className="form__row">
        <EmailField label="Email" required {...field('email')} />
        <PhoneField label="Phone" required {...field('phone')} />
      </div>
      <TextField label="Company name" required autoComplete="organization" {...field('company_name')} />
      <div className="form__row">
        <TextField label="City" required autoComplete="address-level2" {...field('city')} />
        <CountryField required {...field('country')} />
      </div>
    </fieldset>
  );
}

/** The terms checkbox, which must be ticked, with a link to the terms. */
export function TermsField({
  checked,
  error,
  onChecked,
}: {
  checked: boolean;
  error: string | undefined;
  onChecked: (name: string, checked: boolean) => void;
}) {
  return (
    <CheckboxField name="terms" checked={checked} error={error} onChecked={onChecked}>
      I agree to the{' '}
      <a href="/terms-condition" target="_blank" rel="noopener">
        Terms &amp; Conditions<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </CheckboxField>
  );
}
