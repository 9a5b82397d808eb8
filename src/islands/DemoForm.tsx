/**
 * The demo request form: in the footer of every page, on /request-a-demo, and on the white-label and
 * software-defined PARCS pages (variants WHITELABEL and SDPARCS, country fixed to N/A).
 */
import { useEffect, useState } from 'react';
import { saveRequestDemo } from '../lib/api/calls';
import { loadCountries, loadServices, type ServerService } from '../lib/api/catalogue';
import { failureNotices, succeeded } from '../lib/api/outcome';
import { DemoSchema, DetailDemoSchema, demoPayload, detailDemoPayload, DETAIL_PRODUCTS, type DetailVariant } from '../lib/forms/demo';
import { lettersAndSpaces } from '../lib/forms/filters';
import { navigate } from '../lib/navigation';
import { notifyAll } from '../lib/notices';
import { EmailField, PhoneField, SelectField, SubmitButton, TextField } from './form/fields';
import { useForm } from './form/useForm';

interface Props {
  /** 'standard' for the footer and /request-a-demo; a detail variant on those two pages. */
  variant: 'standard' | DetailVariant;
}

const EMPTY = { name: '', email: '', contact: '', company_name: '', city: '', state: '', country: '', service: '' };

export default function DemoForm({ variant }: Props) {
  const detail = variant !== 'standard';
  const form = useForm(detail ? DetailDemoSchema : DemoSchema, EMPTY);
  const [services, setServices] = useState<ServerService[] | null>(null);
  const [countries, setCountries] = useState<string[] | null>(null);

  useEffect(() => {
    void loadServices().then((list) => setServices(list ?? []));
    if (!detail) void loadCountries().then((list) => setCountries(list ?? []));
  }, [detail]);

  const send = form.submit(async (values) => {
    const payload = detail
      ? detailDemoPayload(values, variant, trialPlanOf(services, DETAIL_PRODUCTS[variant].product))
      : demoPayload(values as typeof values & { country: string });
    const result = await saveRequestDemo(payload);
    if (succeeded(result)) {
      const message = detail
        ? 'Your request has been submitted successfully, We will get in touch with you soon'
        : 'Your request has been submitted successfully';
      navigate('/thank-you', { kind: 'demo' }, [{ kind: 'success', title: 'Thank You', message }]);
      return;
    }
    notifyAll(failureNotices(result, 'demo'));
  });

  return (
    <form className="form" ref={form.formRef} onSubmit={send} noValidate>
      <TextField label="Name" required autoComplete="name" filter={lettersAndSpaces} {...form.text('name')} />
      <div className="form__row">
        <EmailField label="Email" required {...form.text('email')} />
        <PhoneField label="Contact number" required {...form.text('contact')} />
      </div>
      <TextField label="Company name" required autoComplete="organization" {...form.text('company_name')} />
      <div className="form__row">
        <TextField label="City" required autoComplete="address-level2" {...form.text('city')} />
        <TextField label="State" required autoComplete="address-level1" {...form.text('state')} />
      </div>
      {!detail && (
        <SelectField
          label="Country"
          required
          placeholder="Select your country"
          unavailable="Countries could not be loaded. Please reload the page."
          options={countries?.map((name) => ({ value: name, label: name })) ?? null}
          {...form.text('country')}
        />
      )}
      <SelectField
        label="Service"
        required
        placeholder="Select a service"
        unavailable="Services could not be loaded. Please reload the page."
        options={services?.map((service) => ({ value: String(service.id), label: service.full_name })) ?? null}
        {...form.text('service')}
      />
      <SubmitButton busy={form.busy} label="Request a Demo" />
    </form>
  );
}

/** The trial plan of a product, sent with a detail-page request; null when the API has none. */
function trialPlanOf(services: ServerService[] | null, product: number): number | null {
  const service = services?.find((candidate) => candidate.id === product);
  return service?.membership_plan.find((plan) => plan.is_trial === 1)?.id ?? null;
}
