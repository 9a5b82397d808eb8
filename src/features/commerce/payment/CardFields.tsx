/**
 * The card fields shared by the payment page and the trial (specification [§3](docs/CONTRACT.md#3-fields) "Card fields", [§5](docs/CONTRACT.md#5-rules) masks):
 * labelled, with the browser's card autofill names, and masked by cleave.js once the island runs.
 * The values live only in the form's memory; nothing here logs or stores them.
 */
import { useEffect, useRef } from 'react';
import { TextField, ZipField, type FieldBinding } from '../../../lib/forms/fields';
import { withCode } from '../../../lib/lazy';
import { useTranslate } from '../../../i18n/island';
import { CARD_NUMBER_MASK, CVV_MASK, EXPIRY_MASK, ZIP_MASK, type Mask } from './masks';

export type CardFieldName = 'name_on_card' | 'card_number' | 'expiration_date' | 'security_code' | 'zip_code';

const MASKS: Record<Exclude<CardFieldName, 'name_on_card'>, Mask> = {
  card_number: CARD_NUMBER_MASK,
  expiration_date: EXPIRY_MASK,
  security_code: CVV_MASK,
  zip_code: ZIP_MASK,
};

/** Attaches cleave.js to the masked inputs inside `container`; cleave.js loads after the island is running. */
function useCleave(container: React.RefObject<HTMLElement | null>, onValue: FieldBinding['onValue']) {
  const latest = useRef(onValue);
  latest.current = onValue;
  useEffect(() => {
    let cancelled = false;
    const instances: Array<{ destroy(): void }> = [];
    // Without cleave.js the fields still take the digits, unformatted.
    withCode(
      () => import('cleave.js'),
      ({ default: Cleave }) => {
        const root = container.current;
        if (cancelled || !root) return;
        for (const [name, mask] of Object.entries(MASKS)) {
          const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
          if (!input) continue;
          instances.push(new Cleave(input, { ...mask.cleave, onValueChanged: (event) => latest.current(name, event.target.value) }));
        }
      },
    );
    return () => {
      cancelled = true;
      for (const instance of instances) instance.destroy();
    };
  }, [container]);
}

/** The five card fields, in a fieldset titled `legend` (only for screen readers when a heading says it already), in the island's language. */
export function CardFields({
  field,
  legend,
  hideLegend = false,
}: {
  field: (name: CardFieldName) => FieldBinding;
  legend?: string;
  hideLegend?: boolean;
}) {
  const t = useTranslate();
  const container = useRef<HTMLFieldSetElement>(null);
  useCleave(container, field('card_number').onValue);
  return (
    <fieldset className="fieldset" ref={container}>
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend ?? t('Card details')}</legend>
      <TextField label={t('Name on card')} required autoComplete="cc-name" spellCheck={false} {...field('name_on_card')} />
      <TextField
        label={t('Card number')}
        required
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        filter={CARD_NUMBER_MASK.format}
        spellCheck={false}
        secret
        {...field('card_number')}
      />
      <div className="form__row form__row--three">
        <TextField
          label={t('Expiry date')}
          required
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('MM/YY')}
          hint={t('MM/YY')}
          filter={EXPIRY_MASK.format}
          {...field('expiration_date')}
        />
        <TextField
          label={t('CVV')}
          required
          autoComplete="cc-csc"
          inputMode="numeric"
          hint={t('3 or 4 digits')}
          filter={CVV_MASK.format}
          secret
          {...field('security_code')}
        />
        <ZipField required filter={ZIP_MASK.format} {...field('zip_code')} />
      </div>
    </fieldset>
  );
}
