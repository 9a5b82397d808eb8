/**
 * The demo request form: in the footer of every page, on /request-a-demo, in a page's demo block, and on the
 * white-label and software-defined PARCS pages (variants WHITELABEL and SDPARCS, country fixed to N/A).
 */
import { useEffect } from 'react';
import { loadServices, trialPlanOf } from '../../lib/api/catalogue';
import { CountryField, ServiceField } from '../../lib/forms/catalogue-fields';
import { CompanyFields, EmailField, PhoneField, SubmitButton, TextField } from '../../lib/forms/fields';
import { lettersAndSpaces } from '../../lib/forms/filters';
import { useForm } from '../../lib/forms/useForm';
import { useFocusFromLink } from './focus-from-link';
import { IslandLanguage, useTranslate } from '../../i18n/island';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import {
  DEMO_DRAFT_FIELDS,
  DemoSchema,
  DetailDemoSchema,
  demoLanding,
  demoPayload,
  detailDemoPayload,
  DETAIL_PRODUCTS,
  requestDemo,
  serviceInAddress,
  type DetailVariant,
} from './demo';

interface Props {
  /** 'standard' for the footer and /request-a-demo; a detail variant on those two pages. */
  variant: 'standard' | DetailVariant;
  /** The form's name on its page, for its draft: /request-a-demo shows its own form and the footer's. */
  draft: string;
  /** The service ids offered, in this order (the footer's four of [§9](docs/CONTRACT.md#9-constants)); every service of GET /services when absent. */
  products?: readonly number[] | undefined;
  /** Whether the address chooses the service (/request-a-demo?service=1, see demoRequestHref). */
  serviceFromAddress?: boolean;
  /** The service id the form chooses (a landing page's demo block); the visitor may choose another. */
  service?: number | undefined;
  /** The id of the heading the page's links lead to for this form: following one focuses its first field (focus-from-link.ts). */
  focusFrom?: string | undefined;
  /** The language of its texts: the page's where the placement says so (the footer's), English otherwise. */
  lang?: Language | undefined;
}

export default function DemoForm({ lang = DEFAULT_LANGUAGE, ...props }: Props) {
  return (
    <IslandLanguage value={lang}>
      <DemoFields {...props} />
    </IslandLanguage>
  );
}

function DemoFields({ variant, draft, products, serviceFromAddress = false, service, focusFrom }: Omit<Props, 'lang'>) {
  const t = useTranslate();
  const detail = variant !== 'standard';
  // One form for both: the detail schema is the standard one without country, which its payload fixes to N/A.
  const form = useForm((detail ? DetailDemoSchema : DemoSchema) as typeof DemoSchema, { draft: { name: draft, fields: DEMO_DRAFT_FIELDS } });

  const send = form.send({
    action: requestDemo,
    input: async (values) =>
      variant === 'standard'
        ? demoPayload(values)
        : detailDemoPayload(values, variant, trialPlanOf(await loadServices(), DETAIL_PRODUCTS[variant].product)),
    land: (_answer, payload) => demoLanding(detail, draft, payload),
  });

  // The service the address or the page names, over a draft's: chosen once the services are known, so the select never holds an id it does not offer.
  const { setValue } = form;
  useEffect(() => {
    const id = serviceFromAddress ? serviceInAddress(window.location.search) : service !== undefined ? String(service) : null;
    if (id === null) return;
    void loadServices().then((services) => {
      if (services?.some((offered) => String(offered.id) === id)) setValue('service', id);
    });
  }, [serviceFromAddress, service, setValue]);

  useFocusFromLink(focusFrom, form.formRef);

  return (
    <form className="form" ref={form.formRef} onSubmit={send} noValidate>
      <TextField label={t('Name')} required autoComplete="name" filter={lettersAndSpaces} {...form.text('name')} />
      <div className="form__row">
        <EmailField label={t('Email')} required {...form.text('email')} />
        <PhoneField label={t('Contact number')} required {...form.text('contact')} />
      </div>
      <CompanyFields field={form.text} />
      {!detail && <CountryField required {...form.text('country')} />}
      <ServiceField required ids={products} {...form.text('service')} />
      <SubmitButton busy={form.busy} status={form.status} label={t('Request a Demo')} />
    </form>
  );
}
