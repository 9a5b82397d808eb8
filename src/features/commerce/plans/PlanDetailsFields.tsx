/** The details of the plan form (specification [§5](docs/CONTRACT.md#5-rules) "Plan form"), shared by the service pages and the trial. */
import { CountryField } from '../../../lib/forms/catalogue-fields';
import { CheckboxField, EmailField, PhoneField, TextField, type FieldBinding } from '../../../lib/forms/fields';
import { useHref, useTranslate } from '../../../i18n/island';
import { Sentence } from '../../../i18n/Sentence';

export type DetailsFieldName = 'first_name' | 'last_name' | 'email' | 'phone' | 'company_name' | 'city' | 'country';

/** First and last name, email, phone (10 digits), company, city and country, in a fieldset titled `legend` (in the island's language). */
export function PlanDetailsFields({ field, legend }: { field: (name: DetailsFieldName) => FieldBinding; legend?: string }) {
  const t = useTranslate();
  return (
    <fieldset className="fieldset">
      <legend>{legend ?? t('Your details')}</legend>
      <div className="form__row">
        <TextField label={t('First name')} required autoComplete="given-name" {...field('first_name')} />
        <TextField label={t('Last name')} required autoComplete="family-name" {...field('last_name')} />
      </div>
      <div className="form__row">
        <EmailField label={t('Email')} required {...field('email')} />
        <PhoneField label={t('Phone')} required {...field('phone')} />
      </div>
      <TextField label={t('Company name')} required autoComplete="organization" {...field('company_name')} />
      <div className="form__row">
        <TextField label={t('City')} required autoComplete="address-level2" {...field('city')} />
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
  const t = useTranslate();
  const href = useHref();
  return (
    <CheckboxField name="terms" checked={checked} error={error} onChecked={onChecked}>
      <Sentence
        text={t('I agree to the {terms}.')}
        parts={{
          terms: (
            <a href={href('/terms-condition')} target="_blank" rel="noopener">
              {t('Terms & Conditions')}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          ),
        }}
      />
    </CheckboxField>
  );
}
